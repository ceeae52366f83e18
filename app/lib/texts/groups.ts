// Support groups.
export const GROUP_TEXTS = {
  noGroups: "No groups found",
  join: "Join Group",
  requestToJoin: "Request to Join",
  leave: "Leave Group",
  cancelRequest: "Cancel Request",
  joinFailed: "Failed to update your membership. Please try again.",
  removed: "A group moderator removed you from this group. They can let you ask to join again.",
} as const;
