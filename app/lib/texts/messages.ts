// Direct messages. Quoted empty states first, then our own texts.
export const MESSAGE_TEXTS = {
  noConversations: "No conversations yet",
  noMessages: "No messages yet",
  sendFailed: "Failed to send message. Please try again.",
  emptyContent: "Please enter a message.",
  selfMessage: "You cannot send a message to yourself.",
  removed: "This message was removed by a moderator.",
  noMatches: "No conversations match your search.",
  pickConversation: "Choose a conversation to read it, or start one with New message.",
  startConversation: "No messages yet. Start a conversation with New message.",
  sendHint: "Enter sends, Shift+Enter starts a new line.",
  sent: "Message sent",
  findEmpty: "Type a name to look for.",
  findCharacters: "A name to look for has only letters, digits, spaces, dots, hyphens and underscores.",
  noMemberFound: "No member by that name.",
} as const;
