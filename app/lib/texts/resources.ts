// Resources.
export const RESOURCE_TEXTS = {
  noResources: "No resources found",
  markHelpful: "Mark as Helpful",
  markedHelpful: "Marked as Helpful",
  helpfulFailed: "Failed to mark this resource as helpful. Please try again.",
} as const;
