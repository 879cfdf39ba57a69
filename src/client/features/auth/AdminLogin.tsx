import { useState, type FormEvent } from 'react';
import { Box, Button, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { loginInput, type LoginInput } from '../../../shared/schemas/auth';
import { errorMessage } from '../../api/errorMessage';
import { trpc } from '../../trpc';
import { notify } from '../../components/toaster';
import { usePageTitle } from '../../components/usePageTitle';
import { Brand } from '../../components/layout/Brand';
import { useAuth } from './AuthProvider';

type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/** The shared schema gives the same messages the server would; one per field. */
function validate(values: LoginInput): { data?: LoginInput; errors: FieldErrors } {
  const parsed = loginInput.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= issue.message;
  }
  return { errors };
}

export function AdminLogin() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = trpc.auth.login.useMutation();

  const change = (field: keyof LoginInput) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) return;
    try {
      await login.mutateAsync(data);
    } catch (error) {
      notify.error('Login Failed', errorMessage(error, 'Login failed'));
      return;
    }
    notify.success('Login successful! Redirecting to admin dashboard...');
    // The gate reads the session check, so it must know about the new session first.
    await refresh();
    await navigate({ to: '/admin/dashboard' });
  }

  return (
    <Box
      as="main"
      id="main-content"
      tabIndex={-1}
      minH="100vh"
      display="flex"
      alignItems="center"
      justifyContent="center"
      px="4"
      py="12"
      bg="bg.subtle"
    >
      <Stack gap="6" width="full" maxW="sm">
        <Box alignSelf="center">
          <Brand tone="light" />
        </Box>
        <Card.Root variant="elevated">
          <Card.Header>
            <Heading as="h1" size="xl" color="navy.900">
              Admin Login
            </Heading>
            <Text color="fg.muted" textStyle="sm">
              Sign in to manage newsletters, subscribers and site content.
            </Text>
          </Card.Header>
          <Card.Body>
            <form onSubmit={submit} noValidate aria-label="Admin login">
              <Stack gap="4">
                <Field.Root invalid={Boolean(errors.username)} required>
                  <Field.Label>
                    Username <Field.RequiredIndicator />
                  </Field.Label>
                  <Input name="username" autoComplete="username" value={values.username} onChange={change('username')} />
                  <Field.ErrorText>{errors.username}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.password)} required>
                  <Field.Label>
                    Password <Field.RequiredIndicator />
                  </Field.Label>
                  <Input
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    value={values.password}
                    onChange={change('password')}
                  />
                  <Field.ErrorText>{errors.password}</Field.ErrorText>
                </Field.Root>
                <Button type="submit" loading={login.isPending} loadingText="Signing in..." width="full" mt="2">
                  Sign In
                </Button>
              </Stack>
            </form>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}
