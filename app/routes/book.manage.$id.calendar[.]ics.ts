import { calendarFile } from "~/booking/manage-page.server";
import type { Route } from "./+types/book.manage.$id.calendar[.]ics";

export const loader = ({ request, params }: Route.LoaderArgs) => calendarFile(request, params.id);
