import { Form, Link, data } from "react-router";
import { site } from "~content/site";
import * as styles from "~/booking/booking.css";
import { outcomeLabels } from "~/booking/messages";
import { moveBookingFromSchedule, recordBookingOutcome, scheduleBack, schedulePage } from "~/booking/schedule-page.server";
import { CallDayPicker, ChangeCallForms } from "~/booking/staff-call-forms";
import { cancelCallForPatient, moveCallForPatient } from "~/booking/staff-calls.server";
import { VideoCallLink } from "~/booking/video-call-link";
import * as staffStyles from "~/staff/staff.css";
import * as ui from "~/styles/ui.css";
import { ErrorList } from "~/ui/forms";
import * as formStyles from "~/ui/forms.css";
import { requireStaff } from "~/staff/permissions.server";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import type { Route } from "./+types/staff.schedule";

export async function loader({ request, context }: Route.LoaderArgs) {
  return schedulePage(requireStaff(context), request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "move-call" || intent === "cancel-call") {
    const place = { back: scheduleBack(String(form.get("back") ?? "")) };
    const change = intent === "move-call" ? moveCallForPatient : cancelCallForPatient;
    return respond({ request, context }, await change(staff, place, form, request), form);
  }
  if (intent === "move") {
    const moved = await moveBookingFromSchedule(staff, request, form);
    if (moved.status === "moved") return respond({ request, context }, { status: "redirect", to: moved.back, toast: { title: moved.message } });
    const { error, bookingId, coordinatorId, askAnyway } = moved;
    return data({ error, move: { bookingId, coordinatorId, askAnyway } }, { status: moved.status === "refused" ? 400 : 409 });
  }
  const result = await recordBookingOutcome(staff, request, form);
  if (result.status === "marked") return respond({ request, context }, { status: "redirect", to: result.back, toast: { title: `Marked ${result.label}` } });
  // The same shape as a refused move's answer: the page tells the two apart by `move`.
  return data({ error: result.error, move: null }, { status: result.status === "refused" ? 400 : 409 });
}

export function meta() {
  return [{ title: `Consultation Schedule | ${site.name} Staff` }, { name: "robots", content: "noindex" }];
}

type Booking = Route.ComponentProps["loaderData"]["days"][number]["bookings"][number];
type StaffMember = Route.ComponentProps["loaderData"]["staffMembers"][number];

type MoveRefused = { error: string; bookingId: string; coordinatorId: string; askAnyway?: true };

/**
 * An admin's way to give an upcoming consultation to someone else on the staff. Nobody is chosen in advance, so a
 * stray click moves nothing; a refusal shows beside this booking's choice, with the choice kept.
 */
function MoveForm(props: { booking: Booking; staffMembers: StaffMember[]; back: string; refused?: MoveRefused }) {
  const { booking, staffMembers, back } = props;
  if (!booking.canMove) return null;
  const others = staffMembers.filter((m) => m.id !== booking.coordinatorId);
  if (others.length === 0) return null;
  const field = `move-${booking.id}`;
  const refused = props.refused?.bookingId === booking.id ? props.refused : undefined;
  // Reloads after a refusal too, as the page without JavaScript does: a clash then shows the consultation in the way.
  return (
    <Form method="post" defaultShouldRevalidate>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={booking.id} />
      <input type="hidden" name="back" value={back} />
      <div className={styles.scheduleNav}>
        <label htmlFor={field} className={formStyles.label}>
          Move to
        </label>
        <select
          id={field}
          name="coordinatorId"
          required
          className={`${formStyles.control} ${styles.staffChoice}`}
          defaultValue={refused?.coordinatorId ?? ""}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? `${field}-error` : undefined}
        >
          <option value="">Choose a colleague</option>
          {others.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
        <button type="submit" className={ui.button.outline}>
          Move
        </button>
      </div>
      <ErrorList id={`${field}-error`} errors={[refused?.error]} role="alert" />
      {refused?.askAnyway ? (
        <button type="submit" name="anyway" value={refused.coordinatorId} className={ui.button.outline}>
          Move anyway
        </button>
      ) : null}
    </Form>
  );
}

function OutcomeButtons({ booking, back }: { booking: Booking; back: string }) {
  if (!booking.canRecord && !booking.canUndo) return null;
  return (
    <Form method="post" className={ui.buttonRow} defaultShouldRevalidate>
      <input type="hidden" name="id" value={booking.id} />
      <input type="hidden" name="back" value={back} />
      {booking.canRecord ? (
        <>
          <button type="submit" name="outcome" value="done" className={ui.button.primary}>
            Mark Done
          </button>
          <button type="submit" name="outcome" value="no_show" className={ui.button.outline}>
            Mark No-show
          </button>
        </>
      ) : (
        <button type="submit" name="outcome" value="confirmed" className={ui.button.ghost}>
          Undo {outcomeLabels[booking.status]}
        </button>
      )}
    </Form>
  );
}

export default function Schedule({ loaderData, actionData }: Route.ComponentProps) {
  const { view, date, today, heading, previous, next, days, isAdmin, staffMembers, changing } = loaderData;
  const href = (v: string, d: string) => `?${new URLSearchParams({ view: v, date: d })}`;
  const back = `/staff/schedule${href(view, date)}`;
  const total = days.reduce((n, d) => n + d.bookings.length, 0);
  const moveAnswer = actionData && "move" in actionData ? actionData : undefined;
  const refusedMove = moveAnswer?.move ? { ...moveAnswer.move, error: moveAnswer.error } : undefined;
  // A refused move shows beside its booking's form; above the schedule when that booking is not on this page.
  const besideItsBooking = days.some((d) => d.bookings.some((b) => b.id === refusedMove?.bookingId && b.canMove));
  return (
    <div className={staffStyles.page}>
      <div>
        <h1 className={staffStyles.pageTitle}>Consultation schedule</h1>
        <p className={styles.hint}>
          {isAdmin ? "Every coordinator's" : "Your"} video consultations, in Cairo time.{" "}
          <Link to="/staff/availability">Set your consultation hours</Link>
        </p>
      </div>
      <nav aria-label="Schedule period" className={ui.card}>
        <div className={styles.scheduleNav}>
          <Link
            to={href("day", date)}
            aria-current={view === "day" ? "page" : undefined}
            className={view === "day" ? ui.button.primary : ui.button.outline}
          >
            Day
          </Link>
          <Link
            to={href("week", date)}
            aria-current={view === "week" ? "page" : undefined}
            className={view === "week" ? ui.button.primary : ui.button.outline}
          >
            Week
          </Link>
          <Link to={href(view, previous)} className={ui.button.ghost}>
            ← Previous
          </Link>
          <Link to={href(view, today)} className={ui.button.ghost}>
            Today
          </Link>
          <Link to={href(view, next)} className={ui.button.ghost}>
            Next →
          </Link>
        </div>
        <Form method="get" className={styles.scheduleNav}>
          <input type="hidden" name="view" value={view} />
          <label htmlFor="schedule-date" className={formStyles.label}>
            Go to
          </label>
          <input
            id="schedule-date"
            type="date"
            name="date"
            defaultValue={date}
            className={`${formStyles.control} ${styles.dateInput}`}
          />
          <button type="submit" className={ui.button.outline}>
            Show
          </button>
        </Form>
      </nav>
      <ErrorList errors={[besideItsBooking ? undefined : moveAnswer?.error]} role="alert" />
      <h2>
        {heading}{" "}
        <span className={styles.hint}>
          ({total} {total === 1 ? "consultation" : "consultations"})
        </span>
      </h2>
      {days.map((day) => (
        <section key={day.date} className={styles.dayBlock} aria-label={day.heading}>
          {view === "week" ? <h3>{day.heading}</h3> : null}
          {day.bookings.length === 0 ? (
            <p className={styles.hint}>No consultations.</p>
          ) : (
            day.bookings.map((b) => (
              <article key={b.id} className={styles.bookingCard} aria-label={`${b.cairoTime} ${b.name}`}>
                <p className={styles.bookingTime}>
                  {b.cairoTime} <span className={ui.badge}>{outcomeLabels[b.status]}</span>
                </p>
                <p className={styles.summaryValue}>
                  <strong>{b.name}</strong> · patient's time {b.patientTime} ({b.patientZone})
                </p>
                <p className={styles.summaryValue}>
                  <a href={`mailto:${b.email}`}>{b.email}</a>
                  {/* The phone is stored only with the details (a hold has none): never an empty call or WhatsApp link. */}
                  {b.phone ? (
                    <>
                      {" · "}
                      <a href={`tel:${b.phone.replace(/[^\d+]/g, "")}`}>{b.phone}</a>
                      {" · "}
                      <a href={`https://wa.me/${b.phone.replace(/\D/g, "")}`} target="_blank" rel="noopener noreferrer">
                        WhatsApp
                      </a>
                    </>
                  ) : null}
                </p>
                {b.topic ? <p className={styles.summaryValue}>{b.topic}</p> : null}
                <VideoCallLink href={b.videoCall} />
                {b.sharesIntake || b.sharesPlan || b.caseId ? (
                  <p className={styles.hint}>
                    {[b.sharesIntake ? "Shared their intake" : null, b.sharesPlan ? "Shared a trip plan" : null]
                      .filter(Boolean)
                      .join(" · ")}
                    {b.caseId ? (
                      <>
                        {b.sharesIntake || b.sharesPlan ? " · " : null}
                        <Link to={`/staff/cases/${b.caseId}`}>Open their case</Link>
                      </>
                    ) : null}
                  </p>
                ) : null}
                {isAdmin ? <p className={styles.hint}>Coordinator: {b.coordinatorName}</p> : null}
                <OutcomeButtons booking={b} back={back} />
                {changing?.id === b.id ? (
                  <>
                    <CallDayPicker slots={changing.slots} keep={{ view, date, change: b.id }} />
                    <ChangeCallForms action={back} bookingId={b.id} slots={changing.slots} back={back} />
                  </>
                ) : b.canChange ? (
                  <p className={styles.hint}>
                    <Link to={`${href(view, date)}&change=${b.id}`}>Move to a new time or cancel</Link>
                  </p>
                ) : null}
                <MoveForm
                  booking={b}
                  staffMembers={staffMembers}
                  back={back}
                  refused={refusedMove}
                />
              </article>
            ))
          )}
        </section>
      ))}
    </div>
  );
}
