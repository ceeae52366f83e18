// "Read aloud" (the textToSpeech preference): reads an element's text with the browser's
// speechSynthesis, a sentence at a time, and highlights the sentence being read (the CSS Custom
// Highlight API, so the page's markup is untouched). With readingAssistance the sentence is kept in
// view, until the member scrolls for themselves. Shown only where the browser can speak; loaded
// only for members who turned the preference on (ReadAloud.tsx).
import { useEffect, useRef, useState } from "react";
import { useAccessibility } from "~/components/AccessibilityProvider";
import { SPEECH_RATE_VALUES } from "~/lib/accessibility/preferences";

type State = "idle" | "reading" | "paused";
const HIGHLIGHT = "read-aloud";
// Whole words: at 320 px and the largest text, "Stop" broke as "Sto" and "p" (the body wraps anywhere).
const quiet = "inline-flex min-h-8 items-center rounded px-2 text-sm underline wrap-normal hover:bg-raised";

/** The element's text as sentences, each with the DOM range it covers. */
function sentencesOf(element: HTMLElement): { text: string; range: Range }[] {
  const nodes: { node: Text; start: number }[] = [];
  let text = "";
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node: node as Text, start: text.length });
    text += (node as Text).data;
  }
  const at = (offset: number) => {
    const found = [...nodes].reverse().find((entry) => entry.start <= offset) ?? nodes[0];
    return found ? { node: found.node, offset: Math.min(offset - found.start, found.node.length) } : null;
  };
  const segments =
    typeof Intl !== "undefined" && "Segmenter" in Intl
      ? [...new Intl.Segmenter("en", { granularity: "sentence" }).segment(text)].map((s) => ({
          index: s.index,
          text: s.segment,
        }))
      : [...text.matchAll(/[^.!?]+[.!?]*\s*/g)].map((m) => ({ index: m.index ?? 0, text: m[0] }));
  return segments
    .filter((segment) => segment.text.trim())
    .flatMap((segment) => {
      const start = at(segment.index);
      const end = at(segment.index + segment.text.trimEnd().length);
      if (!start || !end) return [];
      const range = document.createRange();
      range.setStart(start.node, start.offset);
      range.setEnd(end.node, end.offset);
      return [{ text: segment.text.trim(), range }];
    });
}

function highlight(range: Range | null) {
  const registry = (globalThis as { CSS?: { highlights?: Map<string, unknown> } }).CSS?.highlights;
  const Highlight = (globalThis as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  if (!registry || !Highlight) return;
  if (range) registry.set(HIGHLIGHT, new Highlight(range));
  else registry.delete(HIGHLIGHT);
}

export function ReadAloudControls({ targetId, label }: { targetId: string; label: string }) {
  const { effective } = useAccessibility();
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<State>("idle");
  const [status, setStatus] = useState("");
  const run = useRef(0);
  const userScrolled = useRef(false);
  useEffect(() => setSupported("speechSynthesis" in window && "SpeechSynthesisUtterance" in window), []);
  // Leaving the page, or turning the preference off, stops the voice.
  useEffect(() => () => stop(false), []);
  const keepInView = effective.readingAssistance;

  useEffect(() => {
    if (state !== "reading" || !keepInView) return;
    const scrolled = () => (userScrolled.current = true);
    window.addEventListener("wheel", scrolled, { passive: true });
    window.addEventListener("touchmove", scrolled, { passive: true });
    return () => {
      window.removeEventListener("wheel", scrolled);
      window.removeEventListener("touchmove", scrolled);
    };
  }, [state, keepInView]);

  if (!supported) return null;

  function stop(announce = true) {
    run.current++;
    if ("speechSynthesis" in window) window.speechSynthesis.cancel();
    highlight(null);
    setState("idle");
    if (announce) setStatus("Stopped reading.");
  }

  const start = () => {
    const element = document.getElementById(targetId);
    if (!element) return;
    const sentences = sentencesOf(element);
    const id = ++run.current;
    userScrolled.current = false;
    window.speechSynthesis.cancel();
    const speak = (index: number) => {
      const sentence = sentences[index];
      if (run.current !== id) return;
      if (!sentence) {
        highlight(null);
        setState("idle");
        setStatus("Finished reading.");
        return;
      }
      highlight(sentence.range);
      if (keepInView && !userScrolled.current) {
        const box = sentence.range.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight)
          window.scrollBy({
            top: box.top - window.innerHeight / 3,
            behavior: effective.reduceMotion ? "auto" : "smooth",
          });
      }
      const utterance = new SpeechSynthesisUtterance(sentence.text);
      utterance.lang = document.documentElement.lang || "en-AU";
      utterance.rate = SPEECH_RATE_VALUES[effective.speechRate];
      utterance.onend = () => speak(index + 1);
      utterance.onerror = () => run.current === id && stop(false);
      window.speechSynthesis.speak(utterance);
    };
    setState("reading");
    setStatus(`Reading ${label} aloud.`);
    speak(0);
  };

  const toggle = () => {
    if (state === "idle") return start();
    if (state === "reading") {
      window.speechSynthesis.pause();
      setState("paused");
      setStatus("Paused.");
      return;
    }
    window.speechSynthesis.resume();
    setState("reading");
    setStatus("Reading again.");
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {/* One button for read, pause and resume, so focus stays on it as its job changes. */}
      <button type="button" onClick={toggle} className={quiet}>
        {state === "idle" ? "Read aloud" : state === "reading" ? "Pause reading" : "Resume reading"}
        <span className="sr-only"> {label}</span>
      </button>
      <button
        type="button"
        onClick={() => state !== "idle" && stop()}
        aria-disabled={state === "idle"}
        className={quiet}
      >
        Stop<span className="sr-only"> reading {label}</span>
      </button>
      <span role="status" className="sr-only">
        {status}
      </span>
    </span>
  );
}
