import type { ProfileFormInput } from "@club/domain/member.schema";

/** What a joiner fills in on the join wizard's basic-info step (a US address); the rest stays as it starts. */
export const joinerBasicInfoFixture = {
  firstName: "Ada",
  lastName: "Lovelace",
  addressLine1: "1 Analytical Way",
  city: "Chicago",
  state: "US-IL",
  zipCode: "60601",
} satisfies Partial<ProfileFormInput>;

/** The account the joiner creates on the wizard's second step. */
export const joinerAccountFixture = {
  email: "ada@example.net",
  skipPassword: false,
  password: "Classic-Cars-1932",
  passwordConfirmation: "Classic-Cars-1932",
};
