import { LISTING_TYPES } from './listing-types';
import { listingWizardTarget, paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds the spec routes of the records, encoding their ids', () => {
    expect(paths.bookingInfo('7f1c2d3e-0000-4000-8000-000000000001')).toBe('/bookings/details/7f1c2d3e-0000-4000-8000-000000000001');
    expect(paths.ticketDetail('a/b?c')).toBe('/support/details/a%2Fb%3Fc');
    expect(paths.inboxConversation('x y')).toBe('/inbox?booking=x%20y');
    expect(paths.followUpTicket('t&1')).toBe('/open-ticket?follow_up=t%261');
    expect(paths.listingAvailability('l#1')).toBe('/listings/l%231/availability');
    expect(paths.listingsSearch('a&b')).toBe('/listings?q=a%26b');
  });

  it('gives each listing type the create and edit routes of spec/listings.md', () => {
    const edits = Object.fromEntries(LISTING_TYPES.map((type) => [type, paths.listingEdit(type, '42')]));
    expect(edits).toEqual({
      tour: '/listingtour/edit/42',
      trek: '/treks/edit/42',
      activity: '/listingactivity/edit/42',
      experience: '/experience/edit/42',
      bike_rental: '/bike-listing/edit/42',
      car_rental: '/car-listing/edit/42',
      hotel: '/hotel/edit/42',
      tour_guide: '/tourguides/edit/42',
    });
    expect(LISTING_TYPES.map(paths.listingCreate)).toEqual([
      '/listingtour',
      '/treks',
      '/listingactivity',
      '/experience',
      '/bike-listing',
      '/car-listing',
      '/hotel',
      '/tourguides',
    ]);
  });

  it('matches every wizard address of spec/portal.md section 2, aliases included', () => {
    const patterns = LISTING_TYPES.flatMap(routePatterns.listingWizard);
    for (const base of [
      '/listingtour',
      '/listingactivity',
      '/bike',
      '/bike-listing',
      '/car',
      '/car-listing',
      '/tourguides',
      '/treks',
      '/hotel',
    ]) {
      expect(patterns).toContain(base);
      expect(patterns).toContain(`${base}/edit/:listingId`);
    }
    expect(patterns).toContain('/experience/edit/:listingId');
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('listingWizardTarget', () => {
  it('reads the type and the mode of every create and edit address', () => {
    expect(listingWizardTarget('/listingtour')).toEqual({ type: 'tour', mode: 'create', listingId: null });
    expect(listingWizardTarget('/treks/edit/a%2Fb')).toEqual({ type: 'trek', mode: 'edit', listingId: 'a/b' });
    expect(listingWizardTarget('/bike')).toEqual({ type: 'bike_rental', mode: 'create', listingId: null });
    expect(listingWizardTarget('/car/edit/7/')).toEqual({ type: 'car_rental', mode: 'edit', listingId: '7' });
    for (const type of LISTING_TYPES) {
      expect(listingWizardTarget(paths.listingCreate(type))).toEqual({ type, mode: 'create', listingId: null });
      expect(listingWizardTarget(paths.listingEdit(type, 'x 1'))).toEqual({ type, mode: 'edit', listingId: 'x 1' });
    }
  });

  it('puts the experience and the hotel in edit mode with ?id=, and the trek with ?edit=true', () => {
    expect(listingWizardTarget('/experience', '?id=42')).toEqual({ type: 'experience', mode: 'edit', listingId: '42' });
    expect(listingWizardTarget('/hotel', '?id=9')).toEqual({ type: 'hotel', mode: 'edit', listingId: '9' });
    expect(listingWizardTarget('/treks', '?edit=true&id=5')).toEqual({ type: 'trek', mode: 'edit', listingId: '5' });
    expect(listingWizardTarget('/treks', '?edit=true')).toEqual({ type: 'trek', mode: 'edit', listingId: null });
    // The query does not change the other wizards.
    expect(listingWizardTarget('/listingtour', '?id=42')).toEqual({ type: 'tour', mode: 'create', listingId: null });
  });

  it('answers null for any other address', () => {
    expect(listingWizardTarget('/listings')).toBeNull();
    expect(listingWizardTarget('/treks/edit/')).toBeNull();
    expect(listingWizardTarget('/treks/edit/1/2')).toBeNull();
    expect(listingWizardTarget('/listingtours')).toBeNull();
  });
});
