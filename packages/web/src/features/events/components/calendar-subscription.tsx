import { appleSubscribeLink, googleSubscribeLink, outlookSubscribeLink } from "@club/domain/calendar-links";
import { Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useCalendarLinks } from "../api/use-calendar-links.ts";
import { useResetCalendarLink } from "../api/use-reset-calendar-link.ts";

/** Issue 28: making a new address asks first, since every calendar subscribed with the old one stops updating. */
function NewAddressDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const reset = useResetCalendarLink();

  function close() {
    reset.reset();
    onClose();
  }

  function confirm() {
    reset.mutate(undefined, {
      onSuccess: () => {
        notifications.show({
          color: "green",
          message: "Your new calendar address is ready. Copy it into your calendar.",
        });
        close();
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title="Make a new calendar address">
      <Stack gap="md">
        <Text>
          Your present address stops working at once: a calendar that subscribed with it no longer shows your
          events until you subscribe again with the new address. Do this if someone else may have your
          address.
        </Text>
        <ErrorLines errors={errorsOf(reset.error)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={close} disabled={reset.isPending} data-autofocus>
            Keep my address
          </Button>
          <Button color="red.9" onClick={confirm} loading={reset.isPending}>
            Make a new address
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;
/**
 * A long label wraps inside its button on a narrow phone (320 px) rather than being cut; the button grows with it,
 * its words kept in the middle of the touch target's least height.
 */
const wrapping = {
  variant: "outline",
  h: "auto",
  py: 8,
  styles: { root: { display: "inline-flex", alignItems: "center" }, label: { whiteSpace: "normal" } },
} as const;

/**
 * Issue 40: a feed subscribed in one tap: Apple's Calendar and the iPhone open webcal://, Google and Outlook their own
 * "add a calendar" page. `which` tells the links of the member's own feed from the club's to a screen reader; it is
 * in the name (aria-label, starting with the visible words) rather than hidden text, which a wrapping label would
 * push onto an empty second line.
 */
function SubscribeLinks({ url, name, which }: { url: string; name: string; which: string }) {
  const inNewTab = " (opens in a new tab)";
  return (
    <Group gap="sm">
      <Button
        component="a"
        href={appleSubscribeLink(url)}
        aria-label={`Subscribe in Apple Calendar / iPhone ${which}`}
        {...wrapping}
      >
        Subscribe in Apple Calendar / iPhone
      </Button>
      <Button
        component="a"
        href={googleSubscribeLink(url)}
        aria-label={`Add to Google Calendar ${which}${inNewTab}`}
        {...newTab}
        {...wrapping}
      >
        Add to Google Calendar
      </Button>
      <Button
        component="a"
        href={outlookSubscribeLink(url, name)}
        aria-label={`Add to Outlook ${which}${inNewTab}`}
        {...newTab}
        {...wrapping}
      >
        Add to Outlook
      </Button>
    </Group>
  );
}

// Issue 28: the member's registrations, and the club's events, in the calendar of their phone or computer.
export function CalendarSubscription() {
  const links = useCalendarLinks();
  const { clubName } = useSiteConfig();
  const [renewing, setRenewing] = useState(false);

  return (
    <Stack component="section" gap="md" aria-labelledby="calendar-title">
      <Title order={2} id="calendar-title">
        Subscribe to the calendar
      </Title>
      {links.isPending ? (
        <LoadingState label="Loading your calendar address…" />
      ) : links.isError ? (
        <LoadFailure what="calendar addresses" onRetry={() => void links.refetch()} />
      ) : (
        <>
          <Text>
            Choose your calendar below, or copy the address into the calendar on your phone or computer (look
            for "Add calendar", "Subscribe" or "From URL"). The events you register for then appear there by
            themselves, and stay up to date.
          </Text>
          <SubscribeLinks
            url={links.data.personalUrl}
            name={`${clubName}: my events`}
            which="for my events"
          />
          <Group gap="sm" align="flex-end">
            <TextInput
              label="Your personal calendar address"
              description="Keep it to yourself: anyone with this address can see your events."
              value={links.data.personalUrl}
              readOnly
              onFocus={(focus) => focus.currentTarget.select()}
              style={{ flex: 1 }}
              miw={240}
            />
            <CopyButton value={links.data.personalUrl}>
              {({ copied, copy }) => (
                <Button variant="outline" onClick={copy}>
                  {copied ? "Address copied" : "Copy the address"}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text>
            All the club's events are in its public calendar:{" "}
            <Anchor href={links.data.clubUrl} target="_blank" rel="noopener noreferrer">
              the club's calendar (opens in a new tab)
            </Anchor>
            .
          </Text>
          <SubscribeLinks url={links.data.clubUrl} name={clubName} which="for the club's events" />
          <Group>
            <Button variant="outline" color="red.9" onClick={() => setRenewing(true)}>
              Make a new address
            </Button>
          </Group>
          <NewAddressDialog opened={renewing} onClose={() => setRenewing(false)} />
        </>
      )}
    </Stack>
  );
}
