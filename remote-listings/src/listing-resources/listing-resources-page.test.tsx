import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AVAILABILITY_ERRORS } from '@portal/contracts';
import { apiFailure, inTurn, mockApi, NETWORK_ERROR, renderWithProviders, resource, RESOURCE_ID } from '@portal/testing';

import { ListingResourcesPage } from './listing-resources-page';

const newForm = () => within(screen.getByRole('form', { name: 'New resource' }));

describe('Shared resources', () => {
  it('lists each resource with its units and the listings drawing on it', async () => {
    mockApi.listResources([resource(), resource({ resource_id: 'r2', name: 'Guides', units: 1, listings: [] })]);
    renderWithProviders(<ListingResourcesPage />);
    expect(screen.getByText('Loading resources...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Jeeps · 8 units' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Listings using Jeeps' })).getByRole('listitem')).toHaveTextContent(
      'Hunza Valley 5-Day Tour: 1 per booking for every 4 people',
    );
    expect(screen.getByRole('heading', { name: 'Guides · 1 unit' })).toBeInTheDocument();
    expect(screen.getByText('No listing draws on it yet.')).toBeInTheDocument();
  });

  it('says when there is none, and adds one with what was typed', async () => {
    mockApi.listResources(inTurn([], [resource({ name: 'Boats', units: 3, listings: [] })]));
    const post = mockApi.createResource(resource({ name: 'Boats', units: 3, listings: [] }));
    renderWithProviders(<ListingResourcesPage />);
    expect(await screen.findByText('No shared resources yet.')).toBeInTheDocument();
    await userEvent.type(newForm().getByRole('textbox', { name: 'Name' }), 'Boats');
    await userEvent.type(newForm().getByRole('spinbutton', { name: 'Units' }), '3');
    await userEvent.click(newForm().getByRole('button', { name: 'Add resource' }));
    await waitFor(() => expect(post.last().body).toEqual({ name: 'Boats', units: 3 }));
    expect(await screen.findByRole('heading', { name: 'Boats · 3 units' })).toBeInTheDocument();
    expect(newForm().getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("refuses an empty name in the form and shows the server's refusal of a taken one", async () => {
    mockApi.listResources([resource()]);
    const post = mockApi.createResource(apiFailure(409, AVAILABILITY_ERRORS.resourceNameTaken('Jeeps')));
    renderWithProviders(<ListingResourcesPage />);
    await screen.findByRole('heading', { name: 'Jeeps · 8 units' });
    await userEvent.type(newForm().getByRole('spinbutton', { name: 'Units' }), '2');
    await userEvent.click(newForm().getByRole('button', { name: 'Add resource' }));
    expect(await newForm().findByText('Name is required.')).toBeInTheDocument();
    expect(post.count).toBe(0);
    await userEvent.type(newForm().getByRole('textbox', { name: 'Name' }), 'Jeeps');
    await userEvent.click(newForm().getByRole('button', { name: 'Add resource' }));
    expect(await newForm().findByRole('alert')).toHaveTextContent("You already have a resource named 'Jeeps'.");
  });

  it('resizes a resource, and shows the 409 when bookings take more units than asked', async () => {
    mockApi.listResources(inTurn([resource()], [resource({ units: 10 })]));
    const refusal = AVAILABILITY_ERRORS.unitsBelowUsed('Jeeps', 6, '2026-12-04');
    const put = mockApi.updateResource(inTurn(apiFailure(409, refusal), resource({ units: 10 })));
    renderWithProviders(<ListingResourcesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Jeeps' }));
    const form = within(screen.getByRole('form', { name: 'Edit Jeeps' }));
    await userEvent.clear(form.getByRole('spinbutton', { name: 'Units' }));
    await userEvent.type(form.getByRole('spinbutton', { name: 'Units' }), '5');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(refusal);
    expect(put.last().params.id).toBe(RESOURCE_ID);
    await userEvent.clear(form.getByRole('spinbutton', { name: 'Units' }));
    await userEvent.type(form.getByRole('spinbutton', { name: 'Units' }), '10');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Jeeps · 10 units' })).toBeInTheDocument();
    expect(put.last().body).toEqual({ name: 'Jeeps', units: 10 });
  });

  it('deletes after asking, and names the listings when the server refuses', async () => {
    mockApi.listResources(inTurn([resource()], []));
    const refusal = AVAILABILITY_ERRORS.resourceInUse('Jeeps', ['Hunza Valley 5-Day Tour']);
    const remove = mockApi.deleteResource(inTurn(apiFailure(409, refusal), { message: 'Resource deleted' }));
    renderWithProviders(<ListingResourcesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Jeeps' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Jeeps?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No shared resources yet.')).toBeInTheDocument();
    expect(remove.count).toBe(2);
  });

  it('says when the list could not be loaded', async () => {
    mockApi.listResources(NETWORK_ERROR);
    renderWithProviders(<ListingResourcesPage />);
    expect(await screen.findByText('Could not load your resources.')).toBeInTheDocument();
  });
});
