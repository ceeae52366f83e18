// Dictation (the speechToText preference): a Dictate button under a multi-line text
// box, using the browser's SpeechRecognition. What is heard goes in at the caret. Listening shows
// on the button and beside it, and is announced politely; the same button stops. The first use
// says, once, that the browser's speech service may process the audio off the device. Shown only
// where the browser can recognise speech; loaded only for members with the preference on.
import { useEffect, useRef, useState, type RefObject } from "react";

type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    | ((event: { resultIndex: number; results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }> }) => void)
    | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  start(): void;
  stop(): void;
};
type RecognitionClass = new () => Recognition;

const EXPLAINED = "dictation-explained";
export const DICTATION_NOTICE = "Your browser's speech service may process what you say off this device.";

function recognitionClass(): RecognitionClass | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Puts `text` in at the caret (replacing a selection) and lets the box's own listeners know. */
function insertAtCaret(box: HTMLTextAreaElement, text: string) {
  const start = box.selectionStart ?? box.value.length;
  const before = box.value.slice(0, start);
  const spaced = `${before && !/\s$/.test(before) ? " " : ""}${text.trim()} `;
  box.setRangeText(spaced, start, box.selectionEnd ?? start, "end");
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

export function DictateControls({ target }: { target: RefObject<HTMLTextAreaElement | null> }) {
  const [supported, setSupported] = useState(false);
  const [listening, setListening] = useState(false);
  const [notice, setNotice] = useState(false);
  const [status, setStatus] = useState("");
  const recognition = useRef<Recognition | null>(null);
  useEffect(() => setSupported(recognitionClass() !== null), []);
  useEffect(() => () => recognition.current?.stop(), []);
  if (!supported) return null;

  const start = () => {
    const Recognition = recognitionClass();
    const box = target.current;
    if (!Recognition || !box) return;
    if (!localStorage.getItem(EXPLAINED)) {
      localStorage.setItem(EXPLAINED, "1");
      setNotice(true);
    }
    const listener = new Recognition();
    listener.lang = document.documentElement.lang || "en-AU";
    listener.continuous = true;
    listener.interimResults = false;
    listener.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal && result[0].transcript.trim()) insertAtCaret(box, result[0].transcript);
      }
    };
    listener.onend = () => {
      recognition.current = null;
      setListening(false);
      setStatus("Stopped listening.");
    };
    listener.onerror = (event) => {
      setStatus(
        event.error === "not-allowed" ? "Dictation needs permission to use the microphone." : "Dictation stopped.",
      );
    };
    recognition.current = listener;
    listener.start();
    setListening(true);
    setStatus("Listening. Speak now; press Stop dictating when you are done.");
  };
  const stop = () => recognition.current?.stop();

  return (
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={listening ? stop : start}
        data-listening={listening || undefined}
        className="inline-flex min-h-8 items-center rounded border border-line px-2 text-sm data-listening:bg-accent data-listening:text-accent-fg"
      >
        {listening ? "Stop dictating" : "Dictate"}
      </button>
      {listening ? <span className="text-sm font-medium">Listening…</span> : null}
      {notice ? <span className="text-sm text-muted">{DICTATION_NOTICE}</span> : null}
      <span role="status" className="sr-only">
        {notice && listening ? `${DICTATION_NOTICE} ${status}` : status}
      </span>
    </div>
  );
}
