import { emailCheckDebounceMs } from "@club/domain/timing";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { siteConfigFixture } from "../../../test/site-config.fixture.ts";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { CreatePasswordStep } from "./create-password-step.tsx";

const empty = { email: "", skipPassword: false, password: "", passwordConfirmation: "" };

function renderStep(onNext = vi.fn()) {
  renderWithApp(<CreatePasswordStep values={empty} onNext={onNext} onBack={vi.fn()} />, {
    path: "/join-the-ccca",
  });
  return onNext;
}

const continueButton = () => screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;

async function fillPasswords(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Password/), "Classic-Cars-1932");
  await user.type(screen.getByLabelText(/^Confirm Password/), "Classic-Cars-1932");
}

describe("create password step: the e-mail availability check (spec §4, §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps Continue disabled while the typed address waits, then while it is checked", async () => {
    let answer: (available: boolean) => void = () => {};
    const fetchMock = stubApi({
      "POST /api/v1/members/validate_unique_email": () =>
        new Promise((resolve) => {
          answer = (available) => resolve({ body: { available } });
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onNext = renderStep();

    await user.type(screen.getByLabelText(/^Email/), "New.Member@Example.net");
    await fillPasswords(user);
    expect(continueButton().disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toBe("Checking the email address…");
    expect(fetchMock).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(emailCheckDebounceMs));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ email: "new.member@example.net" });
    expect(continueButton().disabled).toBe(true);

    await act(async () => answer(true));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    expect(onNext).toHaveBeenCalledWith({
      email: "New.Member@Example.net",
      skipPassword: false,
      password: "Classic-Cars-1932",
      passwordConfirmation: "Classic-Cars-1932",
    });
  });

  it("checks only once the member stopped typing for two seconds", async () => {
    const fetchMock = stubApi({
      "POST /api/v1/members/validate_unique_email": () => ({ body: { available: true } }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderStep();

    await user.type(screen.getByLabelText(/^Email/), "first@example.net");
    await act(() => vi.advanceTimersByTimeAsync(emailCheckDebounceMs - 500));
    await user.type(screen.getByLabelText(/^Email/), "{backspace}{backspace}{backspace}org");
    await act(() => vi.advanceTimersByTimeAsync(emailCheckDebounceMs - 500));
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({ email: "first@example.org" });
  });

  it("says a taken address belongs to a member, links to log in and contact, and keeps Continue off", async () => {
    stubApi({ "POST /api/v1/members/validate_unique_email": () => ({ body: { available: false } }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderStep();

    await user.type(screen.getByLabelText(/^Email/), "member@example.org");
    await fillPasswords(user);
    await act(() => vi.advanceTimersByTimeAsync(emailCheckDebounceMs));

    expect(await screen.findByText(/This email is already associated with a member\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "log in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "contact the club" }).getAttribute("href")).toBe(
      "https://www.classiccarclub.org/contact",
    );
    expect(continueButton().disabled).toBe(true);
  });

  it("keeps Continue off after a failed check until the address is checked again", async () => {
    let online = false;
    stubApi({
      "POST /api/v1/members/validate_unique_email": () => {
        if (!online) throw new TypeError("Failed to fetch");
        return { body: { available: true } };
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderStep();

    await user.type(screen.getByLabelText(/^Email/), "new@example.net");
    await fillPasswords(user);
    await act(() => vi.advanceTimersByTimeAsync(emailCheckDebounceMs));
    expect((await screen.findByRole("alert")).textContent).toBe("Internet connection error");
    expect(continueButton().disabled).toBe(true);

    online = true;
    await user.click(screen.getByRole("button", { name: "Check the email again" }));
    expect(await screen.findByText("This email address is available.")).toBeTruthy();
    await waitFor(() => expect(continueButton().disabled).toBe(false));
  });

  it("lets the joiner skip the password where the club allows it (issue 43), and not where it does not", async () => {
    stubApi({ "POST /api/v1/members/validate_unique_email": () => ({ body: { available: true } }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onNext = vi.fn();
    renderWithApp(<CreatePasswordStep values={empty} onNext={onNext} onBack={vi.fn()} />, {
      path: "/join-the-ccca",
      siteConfig: { ...siteConfigFixture, joinWithoutPassword: true },
    });
    await user.type(screen.getByLabelText(/^Email/), "codes@example.net");
    await user.click(screen.getByLabelText(/without a password/));
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(emailCheckDebounceMs));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    expect(onNext).toHaveBeenCalledWith(
      expect.objectContaining({ email: "codes@example.net", skipPassword: true }),
    );
  });

  it("offers no way around the password where the club asks for one", () => {
    renderStep();
    expect(screen.queryByLabelText(/without a password/)).toBeNull();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
  });
});
