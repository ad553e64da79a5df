import { useForm } from 'react-hook-form';
import type { SignInInput } from '@domain/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Form, FormField, lazyZodResolver } from '@web/components/form';
import { Input } from '@web/components/ui/input';
import { translate, useT } from '@web/i18n';
import { notify } from '@web/lib/notify';
import { authClient } from './auth-client';
import { LOGGED_IN } from './auth-messages';

// Checked by the domain's contract, loaded on the first check (decision 0021).
const resolver = lazyZodResolver(async () => (await import('@domain/contracts/auth')).signInInput);

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useT();
  const form = useForm<SignInInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = async (values: SignInInput) => {
    const { error } = await authClient.signIn.email(values);
    if (error) {
      notify.error(error.message || translate('Login failed'));
      return;
    }
    notify.success(LOGGED_IN);
    onSuccess();
  };

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4">
      <FormField
        control={form.control}
        name="email"
        label={t('Email')}
        id="login-email"
        render={({ field, control }) => (
          <Input type="email" autoComplete="email" {...field} {...control} />
        )}
      />
      <FormField
        control={form.control}
        name="password"
        label={t('Password')}
        id="login-password"
        render={({ field, control }) => (
          <Input type="password" autoComplete="current-password" {...field} {...control} />
        )}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('Logging in...') : t('Login')}
      </Button>
    </Form>
  );
}
