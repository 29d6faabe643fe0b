import { useLanguageChoice } from '@portal/api';
import { useStrings } from '@portal/i18n';
import { LanguageSelect } from '@portal/ui';

/** The header's and the drawer's language switch: applied at once, kept by this browser and saved for the member. */
export function LanguageSwitch({ width, mb, display }: { width?: string; mb?: string; display?: object }) {
  const { t } = useStrings('common');
  const { choose } = useLanguageChoice();
  return <LanguageSelect label={t('language.label')} onChoose={choose} w={width ?? '28'} mb={mb} display={display} flexShrink={0} />;
}
