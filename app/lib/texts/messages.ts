// Direct messages. Quoted empty states first, then our own texts.
export const MESSAGE_TEXTS = {
  noConversations: "No conversations yet",
  noMessages: "No messages yet",
  sendFailed: "Failed to send message. Please try again.",
  emptyContent: "Please enter a message.",
  selfMessage: "You cannot send a message to yourself.",
  removed: "This message was removed by a moderator.",
  noMatches: "No conversations match your search.",
  pickConversation: "Choose a conversation to read it, or message someone from their profile.",
} as const;
