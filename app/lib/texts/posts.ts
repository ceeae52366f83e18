// The feed, posts, likes and reports.
export const POST_TEXTS = {
  emptyContent: "Please enter some content for your post.",
  createFailedTitle: "Error",
  createFailed: "Failed to create post. Please try again.",
  createdTitle: "Success",
  created: "Your post has been created successfully!",
  likeFailed: "Failed to like post. Please try again.",
  postsLoadFailed: "Failed to load posts. Please try again later.",
  blogsLoadFailed: "Failed to load blogs. Please try again later.",
  categoriesLoadFailed: "Failed to load categories.",
  noPosts: "No posts found. Be the first to share something!",
  noBlogs: "No blogs yet",
  noDiscussions: "No discussions yet",
  loadMorePosts: "Load More Posts",
  loadMoreBlogs: "Load More Blogs",
  titleRequiredForBlog: "A title is required for blog articles.",
  composerHeading: "Share with the community",
  /** A group's composer says where the post goes: only the group's members see it. */
  groupComposerHeading: (group: string) => `Share with ${group}`,
} as const;

/** Images on posts and replies (docs/features/images.md). */
export const IMAGE_TEXTS = {
  altBadge: "ALT",
  altBadgeLabel: "Image description",
  noDescription: "No description",
  /** The alt of an image its author did not describe: says so rather than leave it silent. */
  undescribedAlt: "Image without a description",
  more: (count: number) => `+${count}`,
  moreLabel: (count: number) => `and ${count} more ${count === 1 ? "image" : "images"} on the post's page`,
  animated: "Animated image: open it to play",
} as const;
