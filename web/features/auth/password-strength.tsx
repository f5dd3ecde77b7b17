import { useTranslation } from "react-i18next";
import { passwordCriteria, passwordSpecials, passwordStrength } from "../../../contracts/auth.ts";

const specials = [...passwordSpecials].join(" ");

const levelStyle = {
  weak: { bar: "bg-red-700", text: "text-red-800" },
  medium: { bar: "bg-amber-500", text: "text-amber-800" },
  strong: { bar: "bg-green-700", text: "text-green-800" },
} as const;

/** The spec's meter: five criteria at 20 % each; weak below 50 %, medium from 50 %, strong from 80 %. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const { percent, level } = passwordStrength(password);
  const style = levelStyle[level];
  // Nothing typed yet is not a weak password: no verdict until there is one to judge.
  const judged = password !== "";
  return (
    <div id={id} className="flex flex-col gap-2" data-testid="password-strength">
      <div className="flex items-center gap-3" aria-hidden="true">
        <div className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200">
          <div className={`h-full ${style.bar} transition-[width]`} style={{ width: `${percent}%` }} />
        </div>
        <span className={`min-w-20 text-right text-sm font-semibold ${style.text}`}>
          {judged && t(`auth.strength.${level}`)}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {judged && t("auth.strength.summary", { percent, level: t(`auth.strength.${level}`) })}
      </p>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {passwordCriteria.map((criterion) => {
          const met = criterion.test(password);
          return (
            <li
              key={criterion.key}
              className={`flex items-center gap-2 ${met ? "text-green-800" : "text-neutral-700"}`}
            >
              <span aria-hidden="true">{met ? "✓" : "○"}</span>
              {/* Which characters count: a hyphen or an underscore does not (the spec's set). */}
              {t(`auth.strength.${criterion.key}`, { characters: specials })}
              <span className="sr-only">{met ? t("auth.strength.met") : t("auth.strength.notMet")}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
