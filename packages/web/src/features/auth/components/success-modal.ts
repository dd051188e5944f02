import { modals } from "@mantine/modals";
import { createElement } from "react";
import { SuccessModalBody } from "./success-modal-body.tsx";

interface SuccessModalOptions {
  title: string;
  message: string;
  /** Adds a "Go to Login" button (after a password reset). */
  onGoToLogin?: () => void;
}

/** spec §2: a successful forgot-password step opens a modal with the server's message. */
export function openSuccessModal({ title, message, onGoToLogin }: SuccessModalOptions): void {
  const modalId = modals.open({
    title,
    centered: true,
    children: createElement(SuccessModalBody, {
      message,
      onClose: () => modals.close(modalId),
      onGoToLogin: onGoToLogin
        ? () => {
            modals.close(modalId);
            onGoToLogin();
          }
        : undefined,
    }),
  });
}
