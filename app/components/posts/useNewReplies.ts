// New replies while a member reads (issue 23): every REPLY_POLL_MS while the tab is visible, ask
// for replies newer than the newest the page has. Paused while hidden; checks at once on return.
import { useEffect, useRef } from "react";
import { getJson } from "~/lib/api-client";
import { REPLY_POLL_MS } from "~/lib/posts";
import type { PresentedComment } from "~/lib/server/conversation.server";

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
  const handler = useRef(onReplies);
  handler.current = onReplies;

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let busy = false;
    let stopped = false;
    const tick = async () => {
      if (busy || document.hidden) return;
      busy = true;
      try {
        const body = await getJson(`/api/posts/${postId}/comments?since=${newest.current}`);
        if (stopped || !isReplies(body) || body.items.length === 0) return;
        newest.current = Math.max(newest.current, ...body.items.map((reply) => reply.id));
        handler.current(body.items);
      } catch {
        // The next tick tries again; reading goes on undisturbed.
      } finally {
        busy = false;
      }
    };
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(() => void tick(), REPLY_POLL_MS);
    };
    const onVisibility = () => {
      if (document.hidden) return stop();
      void tick();
      start();
    };
    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stopped = true;
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [postId]);
}
