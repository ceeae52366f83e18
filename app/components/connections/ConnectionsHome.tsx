// The Connections page once a member has a profile: header, Profile Settings, the Visible switch
// bound to isActive, and the four tabs.
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Field, Label, Switch } from "~/components/ui/Switch";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "~/components/ui/Tabs";
import { useToast } from "~/components/ui/Toast";
import { useActionForm } from "~/components/forms/useActionForm";
import {
  ACTIVITIES,
  CONNECTION_TABS,
  LOOKING_FOR_LABELS,
  PRIVACY_LABELS,
  PROFILE_HEADING_ID,
  TAB_LABELS,
  VISIBLE_SWITCH_ID,
  type WizardValues,
} from "~/lib/connections";
import { CONNECTION_TEXTS, ERROR_TITLE } from "~/lib/texts";
import type { HomeData } from "./home-data";
import { DiscoverTab } from "./DiscoverTab";
import { MatchesTab } from "./MatchesTab";
import { ProfileWizard } from "./lazy";
import { SafetyTab } from "./SafetyTab";
import { buttonClass } from "~/components/ui/Button";
import { DialogOpener, useDialogParam, useHydrated } from "~/components/forms/DialogOpener";
import { cardClass, panelClass, EmptyState } from "~/components/ui/Card";

export function ConnectionsHome({ data, editValues }: { data: HomeData; editValues: WizardValues }) {
  const { profile } = data;
  const [editing, setEditing] = useState<number | null>(null);
  // Asked for by the no-script opener: drawn in place until hydrated, then open as the dialog.
  const asked = useDialogParam("profile") !== null;
  const hydrated = useHydrated();
  useEffect(() => {
    if (asked) setEditing(1);
  }, [asked]);
  const [tab, setTab] = useState(Math.max(0, CONNECTION_TABS.indexOf(data.tab)));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id={PROFILE_HEADING_ID} className="text-3xl font-bold">
            {CONNECTION_TEXTS.title}
          </h1>
          <p className="mt-1 text-muted">
            {`Looking for ${profile.lookingFor.map((v) => LOOKING_FOR_LABELS[v].toLowerCase()).join(", ")} · Privacy: ${PRIVACY_LABELS[profile.privacyLevel].label}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <VisibleSwitch isActive={profile.isActive} />
          <DialogOpener
            name="profile"
            onOpen={() => setEditing(1)}
            className={buttonClass({ variant: "secondary", size: "lg" })}
          >
            Profile Settings
          </DialogOpener>
        </div>
      </header>
      <p className={panelClass({ padding: "sm", className: "text-sm" })} data-testid="privacy-notice">
        {CONNECTION_TEXTS.privacyNotice}
      </p>

      <TabGroup selectedIndex={tab} onChange={setTab}>
        <TabList aria-label="Connections sections">
          {CONNECTION_TABS.map((value) => (
            <Tab key={value}>
              {TAB_LABELS[value]}
              {value === "matches" && data.matches.length ? (
                <span className="ml-1">{`(${data.matches.length})`}</span>
              ) : null}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            {data.discovery ? <DiscoverTab discovery={data.discovery} now={data.now} /> : <HiddenNotice />}
          </TabPanel>
          <TabPanel>
            {profile.isActive ? <MatchesTab matches={data.matches} now={data.now} /> : <HiddenNotice />}
          </TabPanel>
          <TabPanel>
            <Activities />
          </TabPanel>
          <TabPanel>
            <SafetyTab data={data} onEdit={(step) => setEditing(step)} />
          </TabPanel>
        </TabPanels>
      </TabGroup>

      {editing !== null || (asked && !hydrated) ? (
        <ProfileWizard
          mode={{ kind: "edit", initial: editValues }}
          startStep={editing ?? 1}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

function HiddenNotice() {
  return <EmptyState title={CONNECTION_TEXTS.hiddenNotice} />;
}

/**
 * Visible mirrors isActive and saves at once; the page reloads its data so discovery follows. The
 * switch is the submit button of a small form, so it works as a plain post before script.
 */
function VisibleSwitch({ isActive }: { isActive: boolean }) {
  const [checked, setChecked] = useState(isActive);
  useEffect(() => setChecked(isActive), [isActive]);
  const { toast } = useToast();
  const form = useActionForm<{ isActive: boolean }>({
    intent: "visibility",
    onSuccess: (result) => toast({ title: result.isActive ? CONNECTION_TEXTS.visibleOn : CONNECTION_TEXTS.visibleOff }),
    onFailure: () => setChecked(isActive),
    failureToast: (failure) => ({
      title: ERROR_TITLE,
      description: failure.formError ?? CONNECTION_TEXTS.saveFailed,
      variant: "destructive",
    }),
  });
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (form.busy) return event.preventDefault();
    // The form is read as it was drawn (isActive: the new value), then the switch shows it at once.
    form.formProps.onSubmit(event);
    setChecked(!checked);
  };
  return (
    <form {...form.formProps} onSubmit={onSubmit} id={VISIBLE_SWITCH_ID}>
      <input {...form.intentProps} />
      <input type="hidden" name="isActive" value={String(!checked)} />
      <Field className="flex items-center gap-2">
        <Label className="font-medium">Visible</Label>
        {/* The form's submit does the saving. */}
        <Switch type="submit" checked={checked} busy={form.busy} onChange={() => {}} />
        <span className="text-sm text-muted" aria-hidden="true">
          {checked ? "On" : "Off"}
        </span>
      </Field>
    </form>
  );
}

function Activities() {
  return (
    <section aria-labelledby="activities-heading">
      <h2 id="activities-heading" className="text-xl font-semibold">
        Activities
      </h2>
      <p className="mt-1 text-muted">Low-pressure ways to meet a match. Suggest one in a message.</p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {ACTIVITIES.map((activity) => (
          <li key={activity.title} className={cardClass({ className: "flex flex-col gap-2" })} data-testid="activity">
            <h3 className="text-lg font-semibold">{activity.title}</h3>
            <p className="text-sm font-medium">{`Duration: ${activity.duration}`}</p>
            <p className="text-sm">{activity.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <Link to="/events" className="underline">
          Browse community events
        </Link>
      </p>
    </section>
  );
}
