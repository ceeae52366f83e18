// Block: the confirmation before a member is blocked (Connections).
import { useState } from "react";
import { CONNECTION_TEXTS } from "~/lib/texts";
import { Dialog } from "~/components/ui/Dialog";
import { Button } from "~/components/ui/Button";

export function BlockDialog({
  person,
  onConfirm,
  onClose,
}: {
  person: { id: number; name: string };
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [sending, setSending] = useState(false);
  return (
    <Dialog open title={`Block ${person.name}?`} onClose={onClose} stack>
      <p>{CONNECTION_TEXTS.blockConfirm(person.name)}</p>
      <div className="flex justify-end gap-2">
        <Button onClick={onClose} variant="secondary">
          Cancel
        </Button>
        <Button
          disabled={sending}
          onClick={async () => {
            setSending(true);
            const done = await onConfirm();
            setSending(false);
            if (done) onClose();
          }}
          variant="danger"
        >
          {`Block ${person.name}`}
        </Button>
      </div>
    </Dialog>
  );
}
