// The portal's only door to Chakra UI and emotion: remotes import their components from here, so
// one copy of the design system is loaded however many remotes a person visits.
export {
  AbsoluteCenter, Alert, Avatar, Badge, Box, Button, ButtonGroup, Card, Center, Checkbox, CheckboxGroup, CloseButton,
  Container, DataList, Dialog, Drawer, Field, Fieldset, FileUpload, Flex, Grid, GridItem, Heading, HStack, IconButton,
  Image, Input, InputGroup, Link, LinkBox, LinkOverlay, List, Menu, NativeSelect, Portal, Progress, RadioGroup, RatingGroup, SegmentGroup,
  Separator, SimpleGrid, Skeleton, Spacer, Span, Spinner, Stack, Stat, Steps, Switch, Table, Tabs, Tag, Text, Textarea,
  Tooltip, VisuallyHidden, VStack, chakra, useBreakpointValue, useDisclosure, useMediaQuery,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, FlexProps, StackProps, TextProps } from '@chakra-ui/react';

export { AppTable } from './app-table';
export type { AppTableProps, Column } from './app-table';
export { downloadBlob } from './csv';
export { FilterMenu, SortMenu } from './list-menus';
export type { MenuOption } from './list-menus';
export { choiceOf, isTicked, tickFilter } from './use-list-query';
export * from './format';
export { Icon } from './icons';
export type { IconName } from './icons';
export { Page } from './page';
export { Pagination, pageWindow } from './pagination';
export { PortalProviders } from './providers';
export { SearchBox } from './search-box';
export type { SearchBoxProps } from './search-box';
export { StatusText } from './status-text';
export type { StatusTone } from './status-text';
export { system } from './system';
export { ToastProvider, toast } from './toaster';
export { useListQuery } from './use-list-query';
export type { ListOptions, ListQuery, ListState, PageQuery } from './use-list-query';
export { ListTabs } from './list-tabs';
export { ListTable, ListToolbar } from './list-frame';
export type { ListTableProps } from './list-frame';
export type { ListTab, ListTabsProps } from './list-tabs';
export { LoadError } from './load-error';
