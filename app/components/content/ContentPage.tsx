// A content page (a policy, the FAQ) as its Markdown was rendered on the server. The toggle
// between the standard and Easy Read versions is one link that keeps its place, so focus stays on
// it; the view lives in the URL (`?view=easy-read`), so it can be shared and works without script.
// Easy Read follows the UK government's layout: a picture on the left, short text on the right.
import { Link } from "@remix-run/react";
import { EASY_READ, type ContentView, type PageDocument } from "~/lib/content-pages";
import { CONTENT_TEXTS } from "~/lib/texts/content";
import { pageTitle } from "~/lib/site";
import { EasyReadPicture } from "./EasyReadPicture";

// The rendered Markdown's own elements, styled where they land.
const TEXT =
  "[&>*+*]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li+li]:mt-1 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-5 [&_h3]:text-xl [&_h3]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3";

/** The tab's title: the page's, marked when it is the Easy Read version. */
export const contentMeta = (data: { page: PageDocument; view: ContentView } | undefined) => [
  {
    title: pageTitle(
      data ? (data.view === EASY_READ ? CONTENT_TEXTS.easyReadTitle(data.page.title) : data.page.title) : "",
    ),
  },
];

export function ContentPage({ page, view }: { page: PageDocument; view: ContentView }) {
  const easyRead = view === EASY_READ;
  return (
    <article aria-labelledby="page-title" className="mx-auto w-full max-w-reading">
      <h1 id="page-title" className="text-3xl font-bold">
        {page.title}
      </h1>
      <p className="mt-3">
        <Link
          to={{ search: easyRead ? "" : `?view=${EASY_READ}` }}
          preventScrollReset
          className="inline-flex min-h-10 items-center rounded border border-line px-3 font-semibold text-accent underline"
        >
          {easyRead ? CONTENT_TEXTS.standardVersion : CONTENT_TEXTS.easyReadVersion}
        </Link>
      </p>
      <div
        className={`mt-4 text-lg ${TEXT} ${easyRead ? "text-xl leading-relaxed" : ""}`}
        dangerouslySetInnerHTML={{ __html: page.introHtml }}
      />
      {easyRead ? <EasyReadSections page={page} /> : <StandardSections page={page} />}
    </article>
  );
}

function StandardSections({ page }: { page: PageDocument }) {
  return (
    <>
      {page.sections.length > 3 ? (
        <nav aria-labelledby="on-this-page" className="mt-6 rounded-lg border border-line bg-surface p-4">
          <h2 id="on-this-page" className="font-semibold">
            {CONTENT_TEXTS.onThisPage}
          </h2>
          <ul className="mt-2 columns-1 gap-6 sm:columns-2">
            {page.sections.map((section) => (
              <li key={section.id} className="py-1">
                <a href={`#${section.id}`} className="underline underline-offset-2">
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-8">
          <h2 id={section.id} className="text-2xl font-bold">
            {section.heading}
          </h2>
          <div className={`mt-3 ${TEXT}`} dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
    </>
  );
}

function EasyReadSections({ page }: { page: PageDocument }) {
  return page.sections.map((section) => (
    <section key={section.id} aria-labelledby={section.id} className="mt-10">
      <h2 id={section.id} className="text-2xl font-bold">
        {section.heading}
      </h2>
      <div className="mt-4 grid grid-cols-[4rem_1fr] items-start gap-4 sm:grid-cols-[6rem_1fr] sm:gap-6">
        <EasyReadPicture name={section.picture} />
        <div className={`text-xl leading-relaxed ${TEXT}`} dangerouslySetInnerHTML={{ __html: section.html }} />
      </div>
    </section>
  ));
}
