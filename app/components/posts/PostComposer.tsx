// The post composer (spec doc 1, 2.3 and 5): four types, a title for blog, discussion and
// question (required for blog), comma-separated tags, and the spec's toasts.
import { useRevalidator } from "@remix-run/react";
import { useId, useState } from "react";
import { useToast } from "~/components/ui/Toast";
import { ApiError, apiRequest, serverMessage } from "~/lib/api-client";
import { POST_LIMITS, POST_TYPE_LABELS, splitTags, TYPES_WITH_TITLE, type CreatePostInput } from "~/lib/posts";
import { POST_TEXTS } from "~/lib/texts";
import { POST_TYPES } from "~/lib/vocab";
import { Button } from "~/components/ui/Button";
import { Input, Select, Textarea } from "~/components/ui/Field";

type PostType = (typeof POST_TYPES)[number];
type Forum = { id: number; name: string };

export function PostComposer({
  initialType = "post",
  forums,
  initialForumId,
  onCreated,
}: {
  initialType?: PostType;
  forums?: Forum[];
  initialForumId?: number;
  onCreated?: () => void;
}) {
  const id = useId();
  const [type, setType] = useState<PostType>(initialType);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [category, setCategory] = useState("");
  const [tags, setTags] = useState("");
  const [forumId, setForumId] = useState(initialForumId);
  const [titleError, setTitleError] = useState(false);
  const [sending, setSending] = useState(false);
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const showTitle = (TYPES_WITH_TITLE as readonly string[]).includes(type);

  const submit = async () => {
    if (!content.trim()) {
      toast({ title: POST_TEXTS.createFailedTitle, description: POST_TEXTS.emptyContent, variant: "destructive" });
      return;
    }
    if (type === "blog" && !title.trim()) {
      setTitleError(true);
      return;
    }
    setSending(true);
    const body: CreatePostInput = {
      type,
      content,
      title: showTitle ? title.trim() || undefined : undefined,
      category: category.trim() || undefined,
      tags: splitTags(tags),
      forumId: type === "discussion" || type === "question" ? forumId : undefined,
    };
    try {
      await apiRequest("POST", "/api/posts", body);
      toast({ title: POST_TEXTS.createdTitle, description: POST_TEXTS.created });
      setTitle("");
      setContent("");
      setCategory("");
      setTags("");
      revalidator.revalidate();
      onCreated?.();
    } catch (error) {
      // A suspended member is told why (issue 6); anything else keeps the spec's text.
      const suspended = error instanceof ApiError && error.status === 403 ? serverMessage(error) : null;
      toast({
        title: POST_TEXTS.createFailedTitle,
        description: suspended ?? POST_TEXTS.createFailed,
        variant: "destructive",
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Share with the community
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-type`} className="font-medium">
            Post type
          </label>
          <Select
            id={`${id}-type`}
            value={type}
            onChange={(e) => setType(POST_TYPES.find((t) => t === e.target.value) ?? "post")}
            className="py-2"
          >
            {POST_TYPES.map((value) => (
              <option key={value} value={value}>
                {POST_TYPE_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        {forums && (type === "discussion" || type === "question") ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-forum`} className="font-medium">
              Forum
            </label>
            <Select
              id={`${id}-forum`}
              value={forumId ?? forums[0]?.id}
              onChange={(e) => setForumId(Number(e.target.value))}
              className="py-2"
            >
              {forums.map((forum) => (
                <option key={forum.id} value={forum.id}>
                  {forum.name}
                </option>
              ))}
            </Select>
          </div>
        ) : (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-category`} className="font-medium">
              Category (optional)
            </label>
            <Input
              id={`${id}-category`}
              value={category}
              maxLength={POST_LIMITS.category}
              onChange={(e) => setCategory(e.target.value)}
              className="py-2"
            />
          </div>
        )}
      </div>
      {showTitle ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-title`} className="font-medium">
            Title{type === "blog" ? " (required)" : " (optional)"}
          </label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={POST_LIMITS.title}
            required={type === "blog"}
            aria-invalid={titleError || undefined}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(e) => {
              setTitle(e.target.value);
              setTitleError(false);
            }}
            className="py-2"
          />
          {titleError ? (
            <p id={`${id}-title-error`} role="alert" className="text-sm font-medium text-danger">
              {POST_TEXTS.titleRequiredForBlog}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-content`} className="font-medium">
          What would you like to share?
        </label>
        <Textarea
          id={`${id}-content`}
          value={content}
          maxLength={POST_LIMITS.content}
          rows={4}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-tags`} className="font-medium">
          Tags (optional)
        </label>
        <p id={`${id}-tags-hint`} className="text-sm text-muted">
          Separate tags with commas, for example: ndis, housing
        </p>
        <Input
          id={`${id}-tags`}
          value={tags}
          aria-describedby={`${id}-tags-hint`}
          onChange={(e) => setTags(e.target.value)}
          className="py-2"
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={sending}>
          {sending ? "Posting..." : "Post"}
        </Button>
      </div>
    </form>
  );
}
