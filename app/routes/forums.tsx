import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { z } from "zod";
import { LoadMore } from "~/components/lists/LoadMore";
import { ViewLinks } from "~/components/lists/ViewLinks";
import { PostCard } from "~/components/posts/PostCard";
import { PostComposer } from "~/components/posts/PostComposer";
import { useCursorList } from "~/components/lists/useCursorList";
import { RetryError } from "~/components/RetryError";
import { DialogOpener, PageDialog } from "~/components/forms/PageDialog";
import { getViewerId } from "~/server/auth.server";
import { formAction } from "~/server/form.server";
import { postForms } from "~/server/forms/posts.server";
import { plural } from "~/lib/format";
import { CARD_TAG_LIMIT } from "~/lib/posts";
import { idString } from "~/lib/schemas";
import { POST_TEXTS } from "~/lib/texts";
import { parseQuery } from "~/server/validate.server";
import { loadForumsPage } from "~/models/forum.server";
import { buttonClass } from "~/components/ui/Button";
import { panelClass, EmptyState } from "~/components/ui/Card";
import { pageTitle } from "~/lib/site";
import { SkippableList } from "~/components/lists/SkipPast";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle("Forums") }];

const forumsPageQuery = z.object({ forum: idString.optional(), unanswered: z.literal("true").optional() });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { forum, unanswered } = parseQuery(forumsPageQuery, request);
  const viewerId = await getViewerId(context.db, request);
  return {
    now: Date.now(),
    forumId: forum ?? null,
    unanswered: unanswered === "true",
    ...(await loadForumsPage(context.db, { viewerId, forumId: forum, unanswered: unanswered === "true" })),
  };
}

/** The composer's plain post: the same rules as POST /api/posts. */
export async function action({ request, context }: ActionFunctionArgs) {
  return formAction(request, postForms({ ...context, request }));
}

// A like, a follow or a save answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function Forums() {
  const { now, forumId, unanswered, categories, discussions } = useLoaderData<typeof loader>();
  const list = useCursorList(discussions, "/api/posts", {
    inForums: "true",
    forumId: forumId ? String(forumId) : undefined,
    unanswered: unanswered ? "true" : undefined,
  });
  const [composing, setComposing] = useState(false);
  const forums = categories.flatMap((category) => category.forums);
  const current = forums.find((forum) => forum.id === forumId);

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Forums</h1>
          <p className="mt-2 text-muted">Ask questions, share what works and talk it through.</p>
        </div>
        <DialogOpener
          name="compose"
          onOpen={() => setComposing(true)}
          className={buttonClass({ className: "inline-flex items-center" })}
        >
          Start Discussion
        </DialogOpener>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[min(18rem,35%)_1fr]" data-layout="columns">
        <nav aria-labelledby="categories-heading" className={panelClass()}>
          <h2 id="categories-heading" className="text-lg font-semibold">
            Categories
          </h2>
          <p className="mt-1">
            <Link
              to="/forums"
              aria-current={forumId === null ? "page" : undefined}
              className="text-sm underline aria-[current=page]:font-bold"
            >
              All forums
            </Link>
          </p>
          {categories.map((category) => (
            <section key={category.id} aria-labelledby={`category-${category.id}`} className="mt-4">
              <h3 id={`category-${category.id}`} className="font-semibold">
                {category.name}
              </h3>
              <p className="text-sm text-muted">{category.description}</p>
              <ul className="mt-2 space-y-1" data-testid="forum-list">
                {category.forums.map((forum) => (
                  <li key={forum.id}>
                    <Link
                      to={`/forums?forum=${forum.id}`}
                      aria-current={forum.id === forumId ? "page" : undefined}
                      className="flex min-h-8 items-center justify-between gap-2 rounded px-2 hover:bg-raised aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg"
                    >
                      <span>{forum.name}</span>
                      <span className="text-xs">{plural(forum.postsCount, "post")}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <section aria-labelledby="discussions-heading">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="discussions-heading" className="text-xl font-semibold">
              {unanswered
                ? `Unanswered questions${current ? ` in ${current.name}` : ""}`
                : current
                  ? `Recent discussions in ${current.name}`
                  : "Recent discussions"}
            </h2>
            <ViewLinks
              label="Show"
              views={[
                { label: "All", current: !unanswered, to: forumId ? `/forums?forum=${forumId}` : "/forums" },
                {
                  label: "Unanswered",
                  current: unanswered,
                  to: `/forums?${forumId ? `forum=${forumId}&` : ""}unanswered=true`,
                },
              ]}
            />
          </div>
          {list.items.length === 0 ? (
            <EmptyState className="mt-4" title={POST_TEXTS.noDiscussions} picture="conversation" />
          ) : (
            <SkippableList what="discussions">
              <ul className="mt-4 flex flex-col gap-4">
                {list.items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} now={now} tagLimit={CARD_TAG_LIMIT} />
                  </li>
                ))}
              </ul>
            </SkippableList>
          )}
          <LoadMore list={list} label="Load More Discussions" failedText={POST_TEXTS.postsLoadFailed} />
        </section>
      </div>
      {/* Without script, ?dialog=compose shows the composer in place (components/forms/PageDialog.tsx). */}
      <PageDialog
        name="compose"
        open={composing}
        onClose={() => setComposing(false)}
        size="lg"
        variant="plain"
        title="Start a discussion"
        titleClassName="sr-only"
      >
        <PostComposer
          initialType="discussion"
          forums={forums}
          initialForumId={forumId ?? forums[0]?.id}
          onCreated={() => setComposing(false)}
          onCancel={() => setComposing(false)}
        />
      </PageDialog>
    </div>
  );
}

export function ErrorBoundary() {
  return <RetryError title="Forums" message={POST_TEXTS.categoriesLoadFailed} />;
}
