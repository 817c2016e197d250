import { backOfficeAdminEndpoints, EDITABLE_SETTING_KEYS, type EditableSettingKey } from '@aurelia/contracts';
import { reasonProblem, toSettingsMap } from '@aurelia/domain';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../auth/auth-plugin';
import { settings } from '../db/schema/index';
import { ValidationError } from '../errors';
import { routeOptions } from '../http/route-options';
import { recordAudit } from '../kiosk/audit';
import { requireRight } from './back-office-access';
import { EDITABLE_SETTINGS, editableValuesFrom, storedValue } from './editable-settings';

const tags = ['back office'];

/**
 * The shop's settings as the back office edits them: typed values with their rules, changed with a reason and
 * one audit record per changed key. The shop reads settings from the table on every request, so a change shows
 * at once (`GET /settings`).
 */
export const backOfficeSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { getBackOfficeSettings, updateBackOfficeSettings } = backOfficeAdminEndpoints;

  const current = async () => ({ values: editableValuesFrom(toSettingsMap(await app.settings.list())), fields: [...EDITABLE_SETTINGS] });

  app.route({
    ...routeOptions(app, getBackOfficeSettings, { tags }),
    handler: async (request) => {
      requireRight(staffActor(request), 'settings.view');
      return { data: await current() };
    },
  });

  app.route({
    ...routeOptions(app, updateBackOfficeSettings, {
      tags,
      description:
        'Only the settings sent change; a value equal to the stored one is no change. `reason` (3 to 500 characters) is ' +
        'required (422 at `reason`), and each value is checked by its rule (422 at `values.<key>`). Managers may read ' +
        'the settings but not change them (403).',
      authBeforeValidation: true,
      preValidation: async (request) => requireRight(staffActor(request), 'settings.edit'),
    }),
    handler: async (request) => {
      const actor = staffActor(request);
      requireRight(actor, 'settings.edit');
      const { values, reason } = request.body;
      const problem = reasonProblem(reason);
      if (problem) throw new ValidationError({ reason: [problem] });
      const wanted = EDITABLE_SETTING_KEYS.filter((key) => values[key] !== undefined).map((key) => ({
        key,
        value: storedValue(key, values[key] as NonNullable<(typeof values)[EditableSettingKey]>),
      }));
      const changed: EditableSettingKey[] = [];
      await app.db.transaction(async (tx) => {
        // Locked, so two editors' records each show the value the other left.
        const rows = wanted.length === 0 ? [] : await tx.select().from(settings).where(inArray(settings.key, wanted.map((entry) => entry.key))).for('update');
        const before = new Map(rows.map((row) => [row.key, row.value]));
        const changes = wanted.filter((entry) => before.get(entry.key) !== entry.value);
        await app.settings.upsert(changes, tx);
        for (const { key, value } of changes) {
          changed.push(key);
          await recordAudit(tx, {
            actorUserId: actor.userId,
            storeId: null,
            action: 'settings.edit',
            subject: `setting:${key}`,
            reason: (reason ?? '').trim(),
            before: { value: before.get(key) ?? null },
            after: { value },
          });
        }
      });
      return { data: await current(), changed };
    },
  });
};
