import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { displayName, signUpInput, type SignUpInput } from '@domain/contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { notify } from '@web/lib/notify';
import { authClient } from './auth-client';
import { ACCOUNT_CREATED, signUpErrorMessage } from './auth-messages';

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInput),
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ first_name, last_name, email, password }) => {
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
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid grid-cols-2 gap-3">
        <FormField
          label="First Name"
          htmlFor="signup-first-name"
          error={errors.first_name?.message}
        >
          <Input
            id="signup-first-name"
            autoComplete="given-name"
            {...form.register('first_name')}
          />
        </FormField>
        <FormField label="Last Name" htmlFor="signup-last-name" error={errors.last_name?.message}>
          <Input id="signup-last-name" autoComplete="family-name" {...form.register('last_name')} />
        </FormField>
      </div>
      <FormField label="Email" htmlFor="signup-email" error={errors.email?.message}>
        <Input id="signup-email" type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" htmlFor="signup-password" error={errors.password?.message}>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
