import { useNavigation } from "react-router";

/** Whether the page's form with this intent is being sent (or its redirect followed). */
export function usePendingIntent(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}
