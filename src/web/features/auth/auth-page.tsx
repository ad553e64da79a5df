import { Navigate, useLocation, useNavigate } from 'react-router';
import { Landmark } from 'lucide-react';
import { LanguageButton } from '@web/components/language-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useT } from '@web/i18n';
import { useSession } from './auth-client';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';

// In the language this browser last used, else the browser's own (decision 0039), with the
// switch to the other one; signing in then follows the member's saved choice.
export function AuthPage() {
  const { t } = useT();
  const { data: session, isPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const goIn = () => navigate(from, { replace: true });

  if (isPending) return <Spinner className="mx-auto mt-24" />;
  if (session) return <Navigate to={from} replace />;

  return (
    <main className="relative flex min-h-screen items-center justify-center bg-muted/40 p-4">
      <LanguageButton className="absolute top-4 right-4" />
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <Landmark className="mx-auto size-10 text-primary" aria-hidden />
          <CardTitle level={1} className="text-2xl">
            {t('Welcome')}
          </CardTitle>
          <CardDescription>{t('Sign in to the currency exchange back office')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue="login">
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">{t('Login')}</TabsTrigger>
              <TabsTrigger value="signup">{t('Sign Up')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="pt-4">
              <LoginForm onSuccess={goIn} />
            </TabsContent>
            <TabsContent value="signup" className="pt-4">
              <SignUpForm onSuccess={goIn} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
