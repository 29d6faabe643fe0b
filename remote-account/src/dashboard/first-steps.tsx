import { Link as RouterLink } from 'react-router-dom';

import { paths, SUPPLIER_LISTING_TYPES, type SupplierSetup } from '@portal/contracts';
import { Badge, Box, HStack, Link, Stack, Text } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { dashboardText, useDashboardStrings } from '../strings/dashboard-strings';
import { typeWords } from '../strings/dashboard-words';

interface Step {
  label: string;
  done: boolean;
  /** Where the step is taken; none while an earlier step must come first. */
  links: { to: string; text: string }[];
}

/** The steps in the order a new supplier takes them, each with where it is taken. */
function stepsOf(setup: SupplierSetup): Step[] {
  const t = dashboardText();
  const listing = setup.first_listing_id;
  const profile = [{ to: paths.profile, text: t('firstSteps.goToProfile') }];
  return [
    { label: t('firstSteps.verifyEmail'), done: setup.email_verified, links: profile },
    { label: t('firstSteps.documents'), done: setup.documents_complete, links: profile },
    { label: t('firstSteps.bank'), done: setup.bank_account, links: profile },
    {
      label: t('firstSteps.firstListing'),
      done: listing !== null,
      links: SUPPLIER_LISTING_TYPES[setup.supplier_type].map((type) => ({
        to: paths.listingCreate(type),
        text: t('firstSteps.add', { type: typeWords(type) }),
      })),
    },
    {
      label: t('firstSteps.availability'),
      done: setup.availability,
      links: listing ? [{ to: paths.listingAvailability(listing), text: t('firstSteps.manageAvailability') }] : [],
    },
  ];
}

const isApproved = (setup: SupplierSetup) => setup.verification_status === 'verified';

/** The checklist stays until every step is done and the team has approved the account. */
export const needsFirstSteps = (setup: SupplierSetup) => !isApproved(setup) || stepsOf(setup).some((step) => !step.done);

function Approval({ setup }: { setup: SupplierSetup }) {
  const t = useDashboardStrings();
  return isApproved(setup) ? (
    <Text fontSize="sm">
      {t('firstSteps.accountStatus')} <Badge colorPalette="green">{t('firstSteps.live')}</Badge>
    </Text>
  ) : (
    <Text fontSize="sm">
      {t('firstSteps.accountStatus')} <Badge colorPalette="gray">{t('firstSteps.awaiting')}</Badge> {t('firstSteps.awaitingLead')}
    </Text>
  );
}

function StepItem({ step }: { step: Step }) {
  const t = useDashboardStrings();
  return (
    <Box as="li" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={step.done ? 'green' : 'orange'}>{step.done ? t('firstSteps.done') : t('firstSteps.toDo')}</Badge>
        <Text fontSize="sm" fontWeight={step.done ? 'normal' : 'semibold'}>
          {step.label}
        </Text>
        {!step.done &&
          step.links.map((link) => (
            <Link key={link.to} asChild fontSize="sm" color="blue.600">
              <RouterLink to={link.to}>{link.text}</RouterLink>
            </Link>
          ))}
      </HStack>
    </Box>
  );
}

/** A new supplier's checklist and the account's approval, from facts the dashboard's reply carries. */
export function FirstSteps({ setup }: { setup: SupplierSetup }) {
  const t = useDashboardStrings();
  return (
    <SectionCard title={t('firstSteps.title')}>
      <Stack gap="2">
        <Approval setup={setup} />
        <Box as="ol" listStyleType="none" m="0" p="0">
          {stepsOf(setup).map((step) => (
            <StepItem key={step.label} step={step} />
          ))}
        </Box>
      </Stack>
    </SectionCard>
  );
}
