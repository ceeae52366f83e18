// An event card. The button reads "Event Full" at or above capacity,
// otherwise "Register" or "Request to Join"; registering and cancelling are real.
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { useToast } from "~/components/ui/Toast";
import {
  attendanceText,
  EVENT_TYPE_LABELS,
  eventAction,
  featureLabel,
  formatCost,
  formatEventTime,
  type Registration,
} from "~/lib/events";
import { EVENT_TEXTS } from "~/lib/texts";
import type { EventListItem } from "~/models/event.server";
import { Button } from "~/components/ui/Button";
import { badgeClass, cardClass } from "~/components/ui/Card";
import { useAccessibility } from "~/components/AccessibilityProvider";

type RegistrationResult = { registration: Registration; attendeeCount: number };

export function EventCard({ event, now }: { event: EventListItem; now: number }) {
  const [registration, setRegistration] = useState<Registration>(event.registration);
  const [attendeeCount, setAttendeeCount] = useState(event.attendeeCount);
  const { toast } = useToast();
  const headingId = `event-${event.id}`;
  const buttonId = `event-action-${event.id}`;
  const current = { ...event, attendeeCount };
  const action = eventAction(current, registration, now);
  const started = Date.parse(event.startTime) <= now;
  const ended = Date.parse(event.endTime) <= now;
  const registering = action.kind === "register";
  // A plain post to /events?index without JavaScript; the same answer as /api/events/:id/register.
  const form = useActionForm<RegistrationResult>({
    intent: registering ? "register-event" : "cancel-registration",
    action: "/events?index",
    onSuccess: (result) => {
      setRegistration(result.registration);
      setAttendeeCount(result.attendeeCount);
      toast({
        title:
          result.registration === "registered"
            ? "You're registered"
            : result.registration === "pending"
              ? "Request sent"
              : "Registration cancelled",
        description:
          result.registration === "pending"
            ? `The organiser will confirm your place at ${event.title}. ${costNote(event.cost)}`
            : result.registration === "registered"
              ? `${event.title}. ${costNote(event.cost)}`
              : event.title,
      });
    },
    // The event's button in its new state (the same id whichever button it now is).
    focusAfterSuccess: () => buttonId,
    onFailure: (failure) => {
      // 409: someone took the last seat first (or it started); show the truth.
      if (registering && failure.formError === EVENT_TEXTS.isFull && event.maxAttendees !== null)
        setAttendeeCount(event.maxAttendees);
    },
    failureToast: (failure) => ({
      title: "Error",
      description:
        registering && (failure.formError === EVENT_TEXTS.isFull || failure.formError === EVENT_TEXTS.hasStarted)
          ? failure.formError
          : EVENT_TEXTS.registerFailed,
      variant: "destructive",
    }),
  });

  const placesLeft = event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - attendeeCount);

  return (
    <article
      aria-labelledby={headingId}
      className={cardClass({ className: "flex h-full flex-col gap-2" })}
      data-testid="event-card"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {event.title}
      </h2>
      <MediaNotes event={event} />
      <p className="flex flex-wrap gap-x-3 text-sm text-muted">
        <span data-testid="event-type">{EVENT_TYPE_LABELS[event.eventType]}</span>
        <span data-testid="event-cost">
          {event.cost > 0 ? `${formatCost(event.cost)}, paid at the venue` : formatCost(event.cost)}
        </span>
        {event.requiresApproval ? <span>Organiser approval needed</span> : null}
      </p>
      <p className="font-medium">
        <time dateTime={event.startTime} suppressHydrationWarning>
          {formatEventTime(event.startTime, event.endTime)}
        </time>
      </p>
      <p className="text-sm">{event.isVirtual ? "Online event" : (event.location ?? "In person")}</p>
      <p>{event.description}</p>
      <p className="text-sm">Organised by {event.organizer}</p>
      {event.accessibilityFeatures.length ? (
        <div>
          <h3 className="text-sm font-semibold" id={`${headingId}-access`}>
            Accessibility
          </h3>
          <ul aria-labelledby={`${headingId}-access`} className="mt-1 flex flex-wrap gap-1">
            {event.accessibilityFeatures.map((feature) => (
              <li key={feature} className="rounded-full border border-line px-2 py-0.5 text-xs">
                {featureLabel(feature)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm" data-testid="attendance">
        {attendanceText(current)}
        {placesLeft !== null && !ended ? (
          <span className="text-muted">{` · ${placesLeft === 0 ? "no places left" : `${placesLeft} ${placesLeft === 1 ? "place" : "places"} left`}`}</span>
        ) : null}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
        {action.kind === "registered" ? (
          <p className="text-sm font-medium text-success" data-testid="registration">
            You're registered
          </p>
        ) : action.kind === "pending" ? (
          <p className="text-sm font-medium" data-testid="registration">
            Request pending
          </p>
        ) : null}
        {started ? (
          <p className="text-sm text-muted">{ended ? "This event has ended." : "This event has started."}</p>
        ) : action.kind === "full" ? (
          <Button id={buttonId} aria-disabled="true" variant="secondary" className="text-muted">
            {action.label}
            <span className="sr-only"> {event.title}</span>
          </Button>
        ) : (
          <form {...form.formProps}>
            <input {...form.intentProps} />
            <input type="hidden" name="eventId" value={event.id} />
            <Button id={buttonId} type="submit" variant={registering ? "primary" : "secondary"} busy={form.busy}>
              {action.kind === "register"
                ? action.label
                : action.kind === "pending"
                  ? EVENT_TEXTS.cancelRequest
                  : EVENT_TEXTS.cancelRegistration}
              <span className="sr-only"> {event.title}</span>
              {registering ? ` · ${event.cost > 0 ? `${formatCost(event.cost)} at the venue` : "Free"}` : null}
            </Button>
          </form>
        )}
        {registration === "registered" ? (
          <a href={`/events/${event.id}/calendar.ics`} download className="inline-flex min-h-10 items-center underline">
            Add to calendar (.ics)<span className="sr-only"> {event.title}</span>
          </a>
        ) : null}
        {registration === "registered" && event.isVirtual && event.virtualLink && !ended ? (
          <a href={event.virtualLink} rel="noopener noreferrer" className="inline-flex min-h-10 items-center underline">
            Join link<span className="sr-only"> {event.title} (external site)</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

/**
 * What the member's preferences ask to see first: an Auslan interpreter (signLanguageSupport), and
 * for an online event, whether it is audio described (audioDescriptions), said plainly when it is
 * not.
 */
function MediaNotes({ event }: { event: EventListItem }) {
  const { signLanguageSupport, audioDescriptions } = useAccessibility().effective;
  const auslan = signLanguageSupport && event.auslanInterpreted;
  const described = event.accessibilityFeatures.includes("audio_description");
  const noteDescription = audioDescriptions && event.isVirtual;
  if (!auslan && !noteDescription) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      {auslan ? (
        <span className={badgeClass("info")} data-testid="auslan-badge">
          Auslan interpreted
        </span>
      ) : null}
      {noteDescription && described ? (
        <span className={badgeClass("info")} data-testid="audio-described">
          Audio described
        </span>
      ) : null}
      {noteDescription && !described ? (
        <span className="text-muted" data-testid="audio-description-missing">
          No audio description for this event.
        </span>
      ) : null}
    </p>
  );
}

/** What a place costs, said when registering: tickets are not sold here, so a cost is paid at the venue. */
function costNote(cents: number) {
  return cents > 0 ? `${formatCost(cents)}, paid at the venue.` : "Free.";
}
