import { type LoginInput, loginSchema } from "@club/domain/auth.schema";
import { Anchor, Button, Checkbox, Group, Stack, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PasswordField } from "../../../components/password-field.tsx";
import { returnPathOf } from "../../../lib/return-to.ts";
import { useLogin } from "../api/use-login.ts";

type Field = "email" | "password";
const empty = { email: "", password: "", rememberMe: false } satisfies LoginInput;

/** The first message of each field the sign-in schema refuses. */
function fieldErrors(values: LoginInput): Partial<Record<Field, string>> {
  const result = loginSchema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

// spec §2, §5: email, password, remember me; Login and Reset; errors only for touched fields. A sign-in goes to
// the page the member was sent here from, else to the profile. Three fields need no form library: the page every
// visitor loads first stays small (issue 25: /login within 150 KB of JavaScript).
export function LoginForm() {
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginInput>(empty);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false });
  // Issue 41: nothing is shown before a field is touched, so the first render (the screen every visitor waits for)
  // does not check the empty form: building zod's errors was a tenth of /login's start on a slow phone.
  const errors = touched.email || touched.password ? fieldErrors(values) : {};
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (Object.keys(fieldErrors(values)).length > 0) return;
    login.mutate(loginSchema.parse(values), {
      onSuccess: () => void navigate(returnPathOf(location.state), { replace: true }),
    });
  }

  function clearForm() {
    setValues(empty);
    setTouched({ email: false, password: false });
    login.reset();
  }

  const textProps = (field: Field) => ({
    name: field,
    value: values[field],
    error: shown(field),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const { value } = event.currentTarget;
      setValues((last) => ({ ...last, [field]: value }));
    },
    onBlur: () => setTouched((last) => ({ ...last, [field]: true })),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <ErrorLines errors={errorsOf(login.error)} />
        {/* Issue 43: "webauthn" lets the browser offer passkeys among the suggestions (conditional UI). */}
        <TextInput label="Email" type="email" autoComplete="username webauthn" {...textProps("email")} />
        <PasswordField label="Password" autoComplete="current-password" {...textProps("password")} />
        <Checkbox
          label="Remember me"
          name="rememberMe"
          checked={values.rememberMe ?? false}
          onChange={(event) => {
            const { checked } = event.currentTarget;
            setValues((last) => ({ ...last, rememberMe: checked }));
          }}
        />
        <Group gap="sm">
          <Button type="submit" loading={login.isPending}>
            Login
          </Button>
          <Button type="button" variant="outline" onClick={clearForm}>
            Reset
          </Button>
        </Group>
        <Anchor
          component={Link}
          to="/login/code"
          // The address already typed goes along, with where the member was going (the return path).
          state={{
            ...(typeof location.state === "object" ? location.state : {}),
            email: values.email.trim(),
          }}
          style={{ alignSelf: "flex-start" }}
        >
          E-mail me a sign-in code
        </Anchor>
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
