export const REPORT_TEXTS = {
  reasonRequiredTitle: "Please select a reason",
  reasonRequired: "You must specify why you're reporting this content.",
  failedTitle: "Failed to submit report",
  failed: "Please try again later.",
  submittedTitle: "Report submitted",
  submitted: "Thank you for helping keep our community safe. We'll review this report promptly.",
  reviewNotice: "Reports are reviewed within 24 hours. False reports may result in account restrictions.",
  seriousWarning: "This is a serious violation. Our moderators treat these reports with high priority.",
  // One report per member per item.
  alreadyReportedTitle: "Already reported",
  alreadyReported: "You have already reported this. Thank you: our moderators will review your report.",
} as const;
