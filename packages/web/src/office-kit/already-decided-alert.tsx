import { Alert } from "@mantine/core";

interface AlreadyDecidedAlertProps {
  title: string;
  /** The server's words (409): another office account answered first. */
  message: string;
  /** What was loaded again: "The list", "The queue". */
  reloaded: string;
  onClose: () => void;
}

/** A decision another office account made first (a 409 on a queue of requests): said, and the queue loaded again. */
export function AlreadyDecidedAlert({ title, message, reloaded, onClose }: AlreadyDecidedAlertProps) {
  return (
    <Alert
      color="red.9"
      variant="light"
      title={title}
      mb="md"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {`${message} ${reloaded} has been loaded again.`}
    </Alert>
  );
}
