import {
  allEndpoints,
  API_BASE_PATH,
  API_TAGS,
  RATE_LIMIT_HEADERS,
  RESPONSE_MEDIA_TYPES,
  RETRY_AFTER_HEADER,
  rootEndpoints,
  type AuthRequirement,
  type EndpointDefinition,
} from '@aurelia/contracts';
import { IMAGE_PROXY_PREFIX } from '@aurelia/domain';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { CONTENT_TYPES } from '../images/proxy/transform-image';
import { SECURITY_BY_AUTH, type SecurityRequirement } from './route-options';

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  schema?: Json;
  style?: string;
  explode?: boolean;
}

interface Response {
  description?: string;
  headers?: Record<string, Json>;
  content?: Record<string, { schema?: Json }>;
}

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: SecurityRequirement[];
  parameters?: Parameter[];
  responses?: Record<string, Response>;
}

export interface OpenApiDocument {
  info?: Json;
  servers?: Json[];
  tags?: { name: string; description: string }[];
  paths?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

/** What the document says of one operation, from its endpoint table entry. */
interface OperationFacts {
  readonly operationId: string;
  readonly auth: AuthRequirement;
  readonly rateLimited: boolean;
  /** The media type of a success, when it is not JSON. */
  readonly successMediaTypes?: readonly string[];
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const JSON_MEDIA_TYPE = 'application/json';
const BINARY_SCHEMA = { type: 'string', format: 'binary' } as const;
/** The name the image route's trailing wildcard gets, for generators that cannot name a method parameter `*`. */
const WILDCARD_PARAMETER = 'path';
/** The image proxy is no entry of the endpoint table (it is served by its own plugin), so it is named here. */
const IMAGE_OPERATION_KEY = `get ${IMAGE_PROXY_PREFIX}/{modifiers}/{${WILDCARD_PARAMETER}}`;
const IMAGE_OPERATION: OperationFacts = {
  operationId: 'getImage',
  auth: 'none',
  rateLimited: false,
  successMediaTypes: [CONTENT_TYPES.avif, CONTENT_TYPES.webp, CONTENT_TYPES.jpeg, CONTENT_TYPES.png],
};

/** `/product/:slug` as an OpenAPI path: `/product/{slug}`. */
function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

function factsOf(name: string, endpoint: EndpointDefinition): [string, OperationFacts] {
  const path = openApiPath(endpoint.root ? endpoint.path : `${API_BASE_PATH}${endpoint.path}`);
  const facts: OperationFacts = {
    operationId: name,
    auth: endpoint.auth,
    rateLimited: endpoint.rateLimit !== undefined,
    ...(endpoint.responseType ? { successMediaTypes: [RESPONSE_MEDIA_TYPES[endpoint.responseType]] } : {}),
  };
  return [`${endpoint.method.toLowerCase()} ${path}`, facts];
}

/** Every documented operation by `method path`, named as the endpoint tables name it. */
export function operationFacts(): ReadonlyMap<string, OperationFacts> {
  const entries: [string, EndpointDefinition][] = [...Object.entries(allEndpoints), ...Object.entries(rootEndpoints)];
  return new Map([...entries.map(([name, endpoint]) => factsOf(name, endpoint)), [IMAGE_OPERATION_KEY, IMAGE_OPERATION]]);
}

const retryAfterHeader = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 0 },
};
const rateLimitHeaders: Record<string, Json> = {
  [RATE_LIMIT_HEADERS.limit]: { description: 'Calls allowed in the window', schema: { type: 'integer', minimum: 0 } },
  [RATE_LIMIT_HEADERS.remaining]: { description: 'Calls left in the window', schema: { type: 'integer', minimum: 0 } },
  [RATE_LIMIT_HEADERS.reset]: { description: 'Seconds until the window starts again', schema: { type: 'integer', minimum: 0 } },
};

/** Each response keeps its schema under the media type it is really sent as: errors are always JSON. */
function fixContentTypes(responses: Record<string, Response>, facts: OperationFacts): void {
  for (const [status, response] of Object.entries(responses)) {
    if (!response.content) continue;
    const success = status.startsWith('2');
    const schema = Object.values(response.content)[0]?.schema;
    if (success && facts.successMediaTypes) {
      response.content = Object.fromEntries(facts.successMediaTypes.map((type) => [type, { schema: BINARY_SCHEMA }]));
    } else {
      response.content = { [JSON_MEDIA_TYPE]: schema === undefined ? {} : { schema } };
    }
  }
}

/** 429s say when to come back; a route with its own cap also reports the window on its answers. */
function addRateLimitHeaders(responses: Record<string, Response>, facts: OperationFacts): void {
  for (const [status, response] of Object.entries(responses)) {
    if (status === '429') {
      response.headers = { ...response.headers, [RETRY_AFTER_HEADER]: retryAfterHeader, ...(facts.rateLimited ? rateLimitHeaders : {}) };
    } else if (status.startsWith('2') && facts.rateLimited) {
      response.headers = { ...response.headers, ...rateLimitHeaders };
    }
  }
}

function isObjectSchema(schema: Json | undefined): boolean {
  return schema?.['type'] === 'object' || schema?.['properties'] !== undefined;
}

/** Query objects travel in brackets (`filters[categories][slug][$eq]=rings`), as qs parses them. */
function fixParameters(operation: Operation): void {
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === 'path' && parameter.name === '*') parameter.name = WILDCARD_PARAMETER;
    if (parameter.in === 'query' && isObjectSchema(parameter.schema)) {
      parameter.style = 'deepObject';
      parameter.explode = true;
    }
  }
}

export interface DocumentSettings {
  /** The shop's public origin, which forwards `/api`, `/_ipx` and `/sandbox-pay` to the API. */
  readonly publicOrigin: string;
  /** Where the API process itself listens, for the probes the storefront does not forward. */
  readonly directOrigin: string;
}

/** Paths the storefront forwards to the API; anything else is reached on the API process directly. */
const FORWARDED_PREFIXES = ['/api/', `${IMAGE_PROXY_PREFIX}/`];

/**
 * The document @fastify/swagger built from the routes, made fit for code generators: every operation named
 * after its endpoint table entry, with its caller's security, its real media types and rate-limit headers,
 * servers such that server + path is the real URL, and a described tag for each area.
 */
export function finishOpenApiDocument(document: OpenApiDocument, settings: DocumentSettings): OpenApiDocument {
  const facts = operationFacts();
  const paths: Record<string, Record<string, unknown>> = {};
  const usedTags = new Set<string>();
  for (const [rawPath, item] of Object.entries(document.paths ?? {})) {
    const path = rawPath.replace('{*}', `{${WILDCARD_PARAMETER}}`);
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      fixParameters(operation);
      const known = facts.get(`${method} ${path}`);
      if (known) {
        operation.operationId = known.operationId;
        operation.security = SECURITY_BY_AUTH[known.auth];
        if (operation.responses) {
          fixContentTypes(operation.responses, known);
          addRateLimitHeaders(operation.responses, known);
        }
      }
      for (const tag of operation.tags ?? []) usedTags.add(tag);
    }
    const forwarded = FORWARDED_PREFIXES.some((prefix) => path.startsWith(prefix));
    paths[path] = forwarded ? item : { ...item, servers: [{ url: settings.directOrigin, description: 'The API process itself' }] };
  }
  return {
    ...document,
    servers: [{ url: settings.publicOrigin, description: 'The shop, which forwards the API under the same paths' }],
    tags: [...usedTags].sort().map((name) => ({ name, description: API_TAGS[name] ?? name })),
    paths,
  };
}

/** @fastify/swagger's `transformObject`: the finished OpenAPI document (the app writes no Swagger 2 one). */
export function openApiTransformObject(settings: DocumentSettings): SwaggerTransformObject {
  return (documentObject) => {
    if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
    const finished = finishOpenApiDocument(documentObject.openapiObject as OpenApiDocument, settings);
    return finished as Partial<typeof documentObject.openapiObject>;
  };
}

/** `http://host:port` of a listening address; an unspecified address (all interfaces) is reached on loopback. */
export function originOf(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
