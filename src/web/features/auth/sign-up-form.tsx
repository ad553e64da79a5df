import { useForm } from 'react-hook-form';
import type { SignUpInput } from '@domain/contracts/auth';
import { displayName } from '@domain/person-name';
import { Button } from '@web/components/ui/button';
import { Form, FormField, lazyZodResolver } from '@web/components/form';
import { Input } from '@web/components/ui/input';
import { useT } from '@web/i18n';
import { notify } from '@web/lib/notify';
import { authClient } from './auth-client';
import { ACCOUNT_CREATED, signUpErrorMessage } from './auth-messages';

// Checked by the domain's contract, loaded on the first check (decision 0021).
const resolver = lazyZodResolver(async () => (await import('@domain/contracts/auth')).signUpInput);

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useT();
  const form = useForm<SignUpInput>({
    resolver,
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = async ({ first_name, last_name, email, password }: SignUpInput) => {
    const { error } = await authClient.signUp.email({
      email,
      password,
      // better-auth needs a display name; the names are also kept separately (SPEC §3).
      name: displayName({ first_name, last_name, email }),
      first_name: first_name || undefined,
      last_name: last_name || undefined,
      callbackURL: '/',
    });
    if (error) {
      notify.error(signUpErrorMessage(error));
      return;
    }
    notify.success(ACCOUNT_CREATED);
    onSuccess();
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField
          control={form.control}
          name="first_name"
          label={t('First Name')}
          id="signup-first-name"
          render={({ field, control }) => (
            <Input autoComplete="given-name" {...field} {...control} />
          )}
        />
        <FormField
          control={form.control}
          name="last_name"
          label={t('Last Name')}
          id="signup-last-name"
          render={({ field, control }) => (
            <Input autoComplete="family-name" {...field} {...control} />
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="email"
        label={t('Email')}
        id="signup-email"
        render={({ field, control }) => (
          <Input type="email" autoComplete="email" {...field} {...control} />
        )}
      />
      <FormField
        control={form.control}
        name="password"
        label={t('Password')}
        id="signup-password"
        render={({ field, control }) => (
          <Input type="password" autoComplete="new-password" {...field} {...control} />
        )}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('Creating account...') : t('Sign Up')}
      </Button>
    </Form>
  );
}
