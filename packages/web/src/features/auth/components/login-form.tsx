import { loginSchema } from "@club/domain/auth.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { returnPathOf } from "../../../lib/return-to.ts";
import { useLogin } from "../api/use-login.ts";

// spec §2, §5: email, password, remember me; Login and Reset; errors only for touched fields. A sign-in goes to
// the page the member was sent here from, else to the profile.
export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    mode: "onTouched",
    defaultValues: { email: "", password: "", rememberMe: false },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, { onSuccess: () => void navigate(returnPathOf(location.state), { replace: true }) });
  });

  function clearForm() {
    form.reset();
    login.reset();
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorLines errors={errorsOf(login.error)} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Checkbox label="Remember me" {...form.register("rememberMe")} />
        <Group gap="sm">
          <Button type="submit" loading={login.isPending}>
            Login
          </Button>
          <Button type="button" variant="outline" onClick={clearForm}>
            Reset
          </Button>
        </Group>
        <Group gap="lg">
          <Anchor component={Link} to="/reset-password">
            Forgot Password
          </Anchor>
          <Anchor component={Link} to="/join-the-ccca">
            Become a member
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
