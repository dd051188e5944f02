import type { EventDetails } from "@club/domain/event.schema";
import { formatCents } from "@club/domain/money";
import { Button, Group, NumberInput } from "@mantine/core";
import type { Ref } from "react";
import { maxQuantity } from "../form/register-form.ts";

interface ItemQuantityProps {
  item: EventDetails["items"][number];
  value: number;
  onChange: (quantity: number) => void;
  onBlur: () => void;
  /** Focused when the server refuses this item (its limit). */
  inputRef?: Ref<HTMLInputElement>;
  /** The server's message about this item: too few left. */
  error?: string;
}

function leftText(left: number | null): string | undefined {
  if (left === null) return undefined;
  return left === 0 ? "Sold out" : `${left} left`;
}

/**
 * Issue 28: how many of an item, typed or stepped with two large buttons (a phone's number field has no arrows);
 * never more than are left.
 */
export function ItemQuantity({ item, value, onChange, onBlur, inputRef, error }: ItemQuantityProps) {
  const most = Math.min(maxQuantity, item.left ?? maxQuantity);
  const step = (by: number) => onChange(Math.max(0, Math.min(most, value + by)));
  return (
    // The buttons stand level with the field, under its label and what is left.
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <NumberInput
        label={`${item.label}, ${formatCents(item.amount)} each`}
        description={leftText(item.left)}
        value={value}
        onChange={(typed) => onChange(typeof typed === "number" ? typed : 0)}
        onBlur={onBlur}
        ref={inputRef}
        error={error}
        min={0}
        max={most}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        inputMode="numeric"
        maw={220}
        style={{ flex: 1 }}
      />
      <Group gap="xs" wrap="nowrap">
        <Button
          type="button"
          variant="outline"
          size="md"
          px={0}
          w={48}
          onClick={() => step(-1)}
          disabled={value <= 0}
          aria-label={`One fewer ${item.label}`}
        >
          −
        </Button>
        <Button
          type="button"
          variant="outline"
          size="md"
          px={0}
          w={48}
          onClick={() => step(1)}
          disabled={value >= most}
          aria-label={`One more ${item.label}`}
        >
          +
        </Button>
      </Group>
    </Group>
  );
}
