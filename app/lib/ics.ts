// A one-event iCalendar file (RFC 5545) for "add to calendar" on a registered event.
import { SITE_NAME } from "./site";

type CalendarEvent = {
  id: number;
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  isVirtual: boolean;
  virtualLink: string | null;
  location: string | null;
  organizer: string;
  accessibilityFeatures: string[];
};

/** 2026-11-23T10:00:00.000Z → 20261123T100000Z */
export function icsDate(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545, 3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Content lines longer than 75 octets continue on the next line after a space (RFC 5545, 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildIcs(
  event: CalendarEvent,
  { host, now, featureLabel }: { host: string; now: Date; featureLabel: (feature: string) => string },
): string {
  const details = [
    event.description,
    `Organised by ${event.organizer}.`,
    event.accessibilityFeatures.length
      ? `Accessibility: ${event.accessibilityFeatures.map(featureLabel).join(", ")}.`
      : "",
    event.isVirtual && event.virtualLink ? `Join online: ${event.virtualLink}` : "",
  ].filter(Boolean);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${SITE_NAME}//Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${icsDate(now.toISOString())}`,
    `DTSTART:${icsDate(event.startTime)}`,
    `DTEND:${icsDate(event.endTime)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(details.join("\n"))}`,
    `LOCATION:${icsText(event.isVirtual ? "Online" : (event.location ?? ""))}`,
    ...(event.isVirtual && event.virtualLink ? [`URL:${event.virtualLink}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
