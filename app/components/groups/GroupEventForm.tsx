// "Create event" and "Edit event" for a group's moderators: a disclosure under the group's upcoming
// events or beside one, with native date and time fields in the platform's time zone. Works without
// script; with it, focus goes to the events heading.
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Checkbox, Field, FormSummary, Input, Select, Textarea } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { EVENT_FEATURE_LABELS, EVENT_TIME_ZONE, EVENT_TYPE_LABELS, wallClock } from "~/lib/events";
import { GROUP_EVENT_LIMITS } from "~/lib/groups";

// From the labels, not ~/lib/vocab: naming the lists here would move them into the shared
// vocabulary chunk that every page loads.
const TYPE_OPTIONS = Object.entries(EVENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const FEATURES = Object.entries(EVENT_FEATURE_LABELS);

/** An upcoming event as its editor starts from. */
export type EditableEvent = {
  id: number;
  title: string;
  description: string;
  eventType: string;
  startTime: string;
  endTime: string;
  isVirtual: boolean;
  virtualLink: string | null;
  location: string | null;
  maxAttendees: number | null;
  accessibilityFeatures: string[];
};

const startingValues = (event: EditableEvent): Record<string, string> => {
  const start = wallClock(event.startTime);
  return {
    title: event.title,
    description: event.description,
    eventType: event.eventType,
    date: start.date,
    startTime: start.time,
    endTime: wallClock(event.endTime).time,
    isVirtual: String(event.isVirtual),
    virtualLink: event.virtualLink ?? "",
    location: event.location ?? "",
    maxAttendees: event.maxAttendees === null ? "" : String(event.maxAttendees),
  };
};

/** Creates an event, or with `event` changes that one (registrants are told of a new name, time or place). */
export function GroupEventForm({ event }: { event?: EditableEvent }) {
  const { toast } = useToast();
  const form = useActionForm<{ event: { title: string }; told?: number }>({
    intent: event ? "edit-event" : "create-event",
    onSuccess: (result, element) => {
      if (!event) element?.reset();
      toast(
        event
          ? {
              title: "Event updated",
              description: result.told ? `Everyone registered (${result.told}) has been told.` : result.event.title,
            }
          : { title: "Event created", description: result.event.title },
      );
    },
    focusAfterSuccess: () => "events-heading",
  });
  // Several edit forms share one intent: without script, a refusal belongs to the event it names.
  const mine = !event || form.values.eventId === String(event.id);
  const failed = mine && (Boolean(form.formError) || Object.keys(form.fieldErrors).length > 0);
  const values = failed || !event ? form.values : startingValues(event);
  const [online, setOnline] = useState(values.isVirtual !== "false");
  const error = (name: string) => (mine ? form.field(name).error : undefined);
  const label = event ? "Edit event" : "Create event";
  return (
    <details className="mt-3" open={failed}>
      <summary className="inline-flex min-h-8 cursor-pointer items-center underline">
        {label}
        {event ? <span className="sr-only"> {event.title}</span> : null}
      </summary>
      <form {...form.formProps} className="mt-2 flex flex-col gap-3">
        <input {...form.intentProps} />
        {event ? <input type="hidden" name="eventId" value={event.id} /> : null}
        <Field label="Title" error={error("title")}>
          <Input name="title" maxLength={GROUP_EVENT_LIMITS.title} defaultValue={values.title} autoComplete="off" />
        </Field>
        <Field label="Description" error={error("description")}>
          <Textarea
            name="description"
            rows={3}
            maxLength={GROUP_EVENT_LIMITS.description}
            defaultValue={values.description}
          />
        </Field>
        <Field label="Type" error={error("eventType")}>
          <Select name="eventType" options={TYPE_OPTIONS} defaultValue={values.eventType ?? "support_group"} />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Field label="Date" hint={`Times are ${EVENT_TIME_ZONE.replace("_", " ")} time.`} error={error("date")}>
            <Input type="date" name="date" defaultValue={values.date} />
          </Field>
          <Field label="Starts" error={error("startTime")}>
            <Input type="time" name="startTime" defaultValue={values.startTime} />
          </Field>
          <Field label="Ends" error={error("endTime")}>
            <Input type="time" name="endTime" defaultValue={values.endTime} />
          </Field>
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">Where</legend>
          {[
            { value: "true", label: "Online" },
            { value: "false", label: "In person" },
          ].map((option) => (
            <label key={option.value} className="flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name="isVirtual"
                value={option.value}
                checked={online === (option.value === "true")}
                onChange={() => setOnline(option.value === "true")}
                className="h-4 w-4"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        {online ? (
          <Field label="Link to join" hint="Starts with https://" error={error("virtualLink")}>
            <Input
              type="url"
              name="virtualLink"
              maxLength={GROUP_EVENT_LIMITS.link}
              defaultValue={values.virtualLink}
            />
          </Field>
        ) : (
          <Field label="Place" error={error("location")}>
            <Input name="location" maxLength={GROUP_EVENT_LIMITS.location} defaultValue={values.location} />
          </Field>
        )}
        <Field label="Places available (optional)" error={error("maxAttendees")}>
          <Input
            type="number"
            name="maxAttendees"
            min={1}
            max={10000}
            inputMode="numeric"
            defaultValue={values.maxAttendees}
          />
        </Field>
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">Accessibility</legend>
          {FEATURES.map(([feature, label]) => (
            <Field key={feature} label={label} inline labelClassName="">
              <Checkbox
                name="accessibilityFeatures"
                value={feature}
                defaultChecked={event?.accessibilityFeatures.includes(feature)}
              />
            </Field>
          ))}
        </fieldset>
        <FormSummary summaryRef={form.summaryRef}>{mine ? form.formError : null}</FormSummary>
        <div>
          <Button type="submit" busy={form.busy}>
            {event ? "Save changes" : "Create event"}
          </Button>
        </div>
      </form>
    </details>
  );
}
