// New replies while a member reads: every REPLY_POLL_MS while the tab is visible, ask
// for replies newer than the newest the page has.
import { useRef } from "react";
import { useVisiblePoll } from "~/components/useVisiblePoll";
import { getJson } from "~/lib/api-client";
import { REPLY_POLL_MS } from "~/lib/posts";
import type { PresentedComment } from "~/server/conversation.server";

function isReplies(value: unknown): value is { items: PresentedComment[] } {
  return typeof value === "object" && value !== null && "items" in value && Array.isArray(value.items);
}

export function useNewReplies({
  postId,
  newestId,
  onReplies,
}: {
  postId: number;
  /** The newest reply id the page shows; polls ask for what came after it. */
  newestId: number;
  onReplies: (replies: PresentedComment[]) => void;
}) {
  const newest = useRef(newestId);
  newest.current = Math.max(newest.current, newestId);
  useVisiblePoll(
    async (active) => {
      try {
        const body = await getJson(`/api/posts/${postId}/comments?since=${newest.current}`);
        if (!active() || !isReplies(body) || body.items.length === 0) return;
        newest.current = Math.max(newest.current, ...body.items.map((reply) => reply.id));
        onReplies(body.items);
      } catch {
        // The next tick tries again; reading goes on undisturbed.
      }
    },
    REPLY_POLL_MS,
    postId,
  );
}
