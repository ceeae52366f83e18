// The community chat panel.
export const CHAT_TEXTS = {
  title: "Community Chat",
  button: "Community chat",
  close: "Close chat",
  empty: "No messages yet",
  placeholder: "Type a message...",
  states: { disconnected: "Disconnected", connecting: "Connecting", connected: "Connected", error: "Connection error" },
  queued: "Queued: sends when reconnected",
  sending: "Sending…",
  notSent: "Not sent",
  retry: "Retry",
} as const;
