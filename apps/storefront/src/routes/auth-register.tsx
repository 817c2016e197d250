import { Button, PasswordField, PhoneField, TextField } from '@aurelia/ui';
import { type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Route } from './+types/auth-register';
import { useAppDispatch } from '../shared/hooks';
import { contactFieldsOf, fieldText } from '../shared/use-form-action';
import { authRequestsFor, useAuthForm } from '../features/auth/use-auth-form';
import { pageOrErrorMeta } from '../seo/page-meta';
import { AuthPage } from '../features/auth/auth-page';
import { RouteErrorBoundary } from '../shell/route-error';

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Create an account', noindex: true });

/**
 * The user form of docs/behaviour.md §3: name, email, phone as country plus number, and a new password twice with a
 * strength hint. The server checks every field and its errors show by the fields; what was typed stays.
 */
export default function RegisterPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, error, fieldErrors, next, query } = useAuthForm();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const requests = await authRequestsFor(dispatch);
    if (!requests) return;
    const { register } = requests;
    const result = await dispatch(
      register({
        ...contactFieldsOf(form),
        password: fieldText(form, 'password'),
        password_confirmation: fieldText(form, 'password_confirmation'),
      }),
    );
    if (register.fulfilled.match(result)) await navigate(next, { replace: true });
  };

  return (
    <AuthPage
      title="Create an account"
      onSubmit={submit}
      failure={status === 'failed' ? { message: error, errors: fieldErrors } : null}
      links={[
        <>
          Already have an account? <Link to={`/auth/login${query}`}>Sign in</Link>
        </>,
      ]}
    >
      <TextField label="Full name" name="name" autoComplete="name" required errors={fieldErrors} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required errors={fieldErrors} />
      <PhoneField label="Mobile number" required errors={fieldErrors} />
      <PasswordField
        label="Password"
        name="password"
        required
        showStrength
        description="At least 8 characters, with a letter and a digit."
        errors={fieldErrors}
      />
      <PasswordField label="Confirm password" name="password_confirmation" autoComplete="new-password" required errors={fieldErrors} />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={status === 'pending'}>
        Create account
      </Button>
    </AuthPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
