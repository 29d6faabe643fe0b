// The portal's only door to Chakra UI and emotion: remotes import their components from here, so
// one copy of the design system is loaded however many remotes a person visits. This entry is what
// every screen may need and the shell boots with; the list-screen frame (`@portal/ui/lists`), the
// choice and progress controls (`@portal/ui/form-controls`) and the dialog and drawer
// (`@portal/ui/overlays`) are entries of their own, shared apart, so a page that uses none of them
// (the shell, /dashboard) does not load them (ADR 0008).
export { afterIdle } from './after-idle';
export type { DateInputProps } from './date-input';
export { DateInput } from './date-input';
export * from './format';
export type { IconName } from './icons';
export { Icon } from './icons';
export { LanguageSelect } from './language-select';
export type { LimitedTextareaProps } from './limited-textarea';
export { codePointLength, LimitedTextarea, withinCodePoints } from './limited-textarea';
export { LoadError } from './load-error';
export { onceFlag } from './once-flag';
export { Page } from './page';
export { PortalProviders } from './providers';
export type { StatusTone } from './status-text';
export { StatusText } from './status-text';
export { portalSystem } from './system';
export { TOAST_CLEAR_ATTRIBUTE } from './toast-clearance';
export { toast, ToastProvider } from './toaster';
export { loadOnce, useResolved } from './use-resolved';
export type { BoxProps, ButtonProps, FlexProps, StackProps, TextProps } from '@chakra-ui/react';
export {
  AbsoluteCenter,
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  ButtonGroup,
  Card,
  Center,
  chakra,
  CloseButton,
  Container,
  DataList,
  Field,
  Fieldset,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  LinkBox,
  LinkOverlay,
  List,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spacer,
  Span,
  Spinner,
  Stack,
  Stat,
  Steps,
  Table,
  Tag,
  Text,
  Textarea,
  useBreakpointValue,
  useDisclosure,
  useMediaQuery,
  VisuallyHidden,
  VStack,
} from '@chakra-ui/react';
