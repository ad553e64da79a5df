import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signInInput, type SignInInput } from '@domain/contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { notify } from '@web/lib/notify';
import { authClient } from './auth-client';
import { LOGGED_IN } from './auth-messages';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInput),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const { error } = await authClient.signIn.email(values);
    if (error) {
      notify.error(error.message || 'Login failed');
      return;
    }
    notify.success(LOGGED_IN);
    onSuccess();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Email" htmlFor="login-email" error={errors.email?.message}>
        <Input id="login-email" type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" htmlFor="login-password" error={errors.password?.message}>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
