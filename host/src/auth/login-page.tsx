import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, login } from '@portal/api';
import { LoginRequestSchema, paths, type LoginRequest } from '@portal/contracts';
import { useForm, valibotResolver } from '@portal/forms';
import { useSession } from '@portal/session';
import { Box, Button, Center, Field, Heading, Input, Link, Stack, Text, toast } from '@portal/ui';
import { LegalFooter } from '../legal/legal-footer';

export function LoginPage() {
  const token = useSession((s) => s.token);
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? paths.dashboard;
  const signIn = useMutation({ mutationFn: login });
  const { register, handleSubmit, formState } = useForm<LoginRequest>({
    resolver: valibotResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  if (token) return <Navigate to={from} replace />;

  const onSubmit = async (values: LoginRequest) => {
    try {
      const reply = await signIn.mutateAsync(values);
      useSession.getState().signIn({ token: reply.token, userId: reply.user.user_id, supplierId: reply.user.supplier_id });
      toast.success('Login successful');
      void navigate(from, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) toast.error(error.message || 'Login failed');
      else toast.error('Something went wrong');
    }
  };

  const { errors, isSubmitting } = formState;
  return (
    <Center minH="100vh" flexDirection="column" px="4" bg="gray.50">
      <Box as="main" w="full" maxW="sm" bg="white" p="8" borderRadius="xl" borderWidth="1px" shadow="sm">
        <Heading as="h1" size="xl" mb="1">Sign in</Heading>
        <Text color="gray.600" mb="6">Manage your listings, bookings and payouts.</Text>
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.email)} required>
              <Field.Label>Email</Field.Label>
              <Input type="email" autoComplete="email" {...register('email')} />
              <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.password)} required>
              <Field.Label>Password</Field.Label>
              <Input type="password" autoComplete="current-password" {...register('password')} />
              <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="teal" disabled={isSubmitting}>
              {isSubmitting ? 'Logging in...' : 'Sign In'}
            </Button>
          </Stack>
        </form>
        <Text mt="6" fontSize="sm" textAlign="center">
          New supplier?{' '}
          <Link asChild color="teal.700" fontWeight="medium">
            <RouterLink to={paths.signup}>Create your supplier account</RouterLink>
          </Link>
        </Text>
      </Box>
      <LegalFooter />
    </Center>
  );
}
