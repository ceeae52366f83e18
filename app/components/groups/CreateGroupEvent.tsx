// "Create event" for a group's moderators (issue 25): a disclosure under the group's upcoming
// events, with native date and time fields in the platform's time zone. Works without script;
// with it, focus goes to the events heading, where the new event is listed.
import { useState } from "react";
import { useActionForm } from "~/components/forms/useActionForm";
import { Button } from "~/components/ui/Button";
import { Checkbox, Field, FormSummary, Input, Select, Textarea } from "~/components/ui/Field";
import { useToast } from "~/components/ui/Toast";
import { EVENT_FEATURE_LABELS, EVENT_TIME_ZONE, EVENT_TYPE_LABELS } from "~/lib/events";
import { GROUP_EVENT_LIMITS } from "~/lib/groups";

// From the labels, not ~/lib/vocab: naming the lists here would move them into the shared
// vocabulary chunk that every page loads.
const TYPE_OPTIONS = Object.entries(EVENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const FEATURES = Object.entries(EVENT_FEATURE_LABELS);

export function CreateGroupEvent() {
  const { toast } = useToast();
  const form = useActionForm<{ event: { title: string } }>({
    intent: "create-event",
    onSuccess: (result, element) => {
      element?.reset();
      toast({ title: "Event created", description: result.event.title });
    },
    focusAfterSuccess: () => "events-heading",
  });
  const [online, setOnline] = useState(form.values.isVirtual !== "false");
  const error = (name: string) => form.field(name).error;
  return (
    <details className="mt-3" open={Boolean(form.formError) || Object.keys(form.fieldErrors).length > 0}>
      <summary className="inline-flex min-h-8 cursor-pointer items-center underline">Create event</summary>
      <form {...form.formProps} className="mt-2 flex flex-col gap-3">
        <input {...form.intentProps} />
        <Field label="Title" error={error("title")}>
          <Input
            name="title"
            maxLength={GROUP_EVENT_LIMITS.title}
            defaultValue={form.values.title}
            autoComplete="off"
          />
        </Field>
        <Field label="Description" error={error("description")}>
          <Textarea
            name="description"
            rows={3}
            maxLength={GROUP_EVENT_LIMITS.description}
            defaultValue={form.values.description}
          />
        </Field>
        <Field label="Type" error={error("eventType")}>
          <Select name="eventType" options={TYPE_OPTIONS} defaultValue={form.values.eventType ?? "support_group"} />
        </Field>
        <div className="flex flex-wrap gap-3">
          <Field label="Date" hint={`Times are ${EVENT_TIME_ZONE.replace("_", " ")} time.`} error={error("date")}>
            <Input type="date" name="date" defaultValue={form.values.date} />
          </Field>
          <Field label="Starts" error={error("startTime")}>
            <Input type="time" name="startTime" defaultValue={form.values.startTime} />
          </Field>
          <Field label="Ends" error={error("endTime")}>
            <Input type="time" name="endTime" defaultValue={form.values.endTime} />
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
              defaultValue={form.values.virtualLink}
            />
          </Field>
        ) : (
          <Field label="Place" error={error("location")}>
            <Input name="location" maxLength={GROUP_EVENT_LIMITS.location} defaultValue={form.values.location} />
          </Field>
        )}
        <Field label="Places available (optional)" error={error("maxAttendees")}>
          <Input
            type="number"
            name="maxAttendees"
            min={1}
            max={10000}
            inputMode="numeric"
            defaultValue={form.values.maxAttendees}
          />
        </Field>
        <fieldset className="flex flex-col gap-1">
          <legend className="font-medium">Accessibility</legend>
          {FEATURES.map(([feature, label]) => (
            <Field key={feature} label={label} inline labelClassName="">
              <Checkbox name="accessibilityFeatures" value={feature} />
            </Field>
          ))}
        </fieldset>
        <FormSummary summaryRef={form.summaryRef}>{form.formError}</FormSummary>
        <div>
          <Button type="submit" busy={form.busy}>
            Create event
          </Button>
        </div>
      </form>
    </details>
  );
}
