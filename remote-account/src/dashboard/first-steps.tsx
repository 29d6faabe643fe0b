import { Link as RouterLink } from 'react-router-dom';

import { LISTING_TYPE_LABELS, paths, SUPPLIER_LISTING_TYPES, type SupplierSetup } from '@portal/contracts';
import { Badge, Box, HStack, Link, Stack, Text } from '@portal/ui';

import { SectionCard } from '../common/section-card';

interface Step {
  label: string;
  done: boolean;
  /** Where the step is taken; none while an earlier step must come first. */
  links: { to: string; text: string }[];
}

/** The steps in the order a new supplier takes them, each with where it is taken. */
function stepsOf(setup: SupplierSetup): Step[] {
  const listing = setup.first_listing_id;
  return [
    { label: 'Verify your email address', done: setup.email_verified, links: [{ to: paths.profile, text: 'Go to My Profile' }] },
    {
      label: 'Upload your verification documents',
      done: setup.documents_complete,
      links: [{ to: paths.profile, text: 'Go to My Profile' }],
    },
    { label: 'Add your bank account details', done: setup.bank_account, links: [{ to: paths.profile, text: 'Go to My Profile' }] },
    {
      label: 'Create your first listing',
      done: listing !== null,
      links: SUPPLIER_LISTING_TYPES[setup.supplier_type].map((type) => ({
        to: paths.listingCreate(type),
        text: `Add ${LISTING_TYPE_LABELS[type]}`,
      })),
    },
    {
      label: 'Set the dates your listing can be booked',
      done: setup.availability,
      links: listing ? [{ to: paths.listingAvailability(listing), text: 'Manage Availability' }] : [],
    },
  ];
}

const isApproved = (setup: SupplierSetup) => setup.verification_status === 'verified';

/** The checklist stays until every step is done and the team has approved the account. */
export const needsFirstSteps = (setup: SupplierSetup) => !isApproved(setup) || stepsOf(setup).some((step) => !step.done);

function Approval({ setup }: { setup: SupplierSetup }) {
  return isApproved(setup) ? (
    <Text fontSize="sm">
      Account status: <Badge colorPalette="green">Live</Badge>
    </Text>
  ) : (
    <Text fontSize="sm">
      Account status: <Badge colorPalette="gray">Awaiting verification</Badge> Our team checks your details and documents; your listings go
      live once your account is verified.
    </Text>
  );
}

function StepItem({ step }: { step: Step }) {
  return (
    <Box as="li" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={step.done ? 'green' : 'orange'}>{step.done ? 'Done' : 'To do'}</Badge>
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
  return (
    <SectionCard title="First steps">
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
