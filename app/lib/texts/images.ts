// Adding images to a post or reply, the reminder, and describing an image again
// (docs/features/images.md), and an animation's Play and Pause. Apart from IMAGE_TEXTS, which cards
// need on a page's first load: these are loaded with the code that shows them.
export const IMAGE_UPLOAD_TEXTS = {
  play: "Play",
  pause: "Pause",
  /** After Play or Pause, for a screen reader: what the button did. */
  animation: "animation",
  // The composer's images.
  addImages: "Add images",
  addImagesHint:
    "JPEG, PNG, WebP or GIF, up to 5 MB each, at most 4. Each gets a description for people who cannot see it.",
  full: "You have added 4 images, the most one post or reply can have.",
  whereToAdd: "Images are added to a post or a reply from its composer, which needs JavaScript to upload them.",
  tooMany: (added: number) =>
    `Only 4 images fit on one post or reply, so ${added === 1 ? "1 was" : `${added} were`} added.`,
  imageLabel: (position: number, name: string) => `Image ${position}: ${name}`,
  descriptionLabel: "Image description",
  descriptionHint: "Say what the image shows, as you would to a friend on the phone.",
  remove: "Remove",
  uploading: "Uploading...",
  uploaded: (name: string) => `${name} is ready. Add its description.`,
  removed: (name: string) => `${name} removed.`,
  uploadFailed: "This image could not be uploaded. Remove it and try again.",
  tooLarge: "An image can be at most 5 MB. Make it smaller and try again.",
  wrongType: "Choose a JPEG, PNG, WebP or GIF image.",
  stillUploading: "Your images are still uploading. Post again once they are ready.",
  // The reminder on publishing an image without a description.
  reminderTitle: "Add a description so everyone can enjoy this image?",
  reminderBody:
    "A description tells people who cannot see the image what it shows. You can also add one later from the post's page.",
  addDescription: "Add description",
  postWithout: "Post without",
  // Describing an image again, on the post's page.
  editDescription: "Edit description",
  saveDescription: "Save description",
  descriptionSaved: "Description saved",
} as const;
