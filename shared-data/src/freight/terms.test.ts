/**
 * @jest-environment node
 */
import {
  dangerousGoodsClasses,
  dangerousGoodsClassNames,
  deliveryIncoterms,
  incotermHelp,
  incotermLabels,
  incoterms,
  pickupIncoterms,
} from './index';

describe('Incoterms 2020', () => {
  it('offers the eleven terms in order, named', () => {
    expect(incoterms).toEqual(['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);
    expect(incotermLabels).toEqual({
      EXW: 'Ex Works',
      FCA: 'Free Carrier',
      FAS: 'Free Alongside Ship',
      FOB: 'Free On Board',
      CFR: 'Cost and Freight',
      CIF: 'Cost, Insurance and Freight',
      CPT: 'Carriage Paid To',
      CIP: 'Carriage and Insurance Paid To',
      DAP: 'Delivered at Place',
      DPU: 'Delivered at Place Unloaded',
      DDP: 'Delivered Duty Paid',
    });
  });

  it('gives each term its own help line', () => {
    for (const term of incoterms) expect([term, incotermHelp[term]]).toEqual([term, expect.stringMatching(/^[A-Z][^\n]{20,120}\.$/)]);
    expect(new Set(Object.values(incotermHelp)).size).toBe(incoterms.length);
    expect(incotermHelp.CPT).toBe('The seller pays the carriage to the named destination; the risk passes when the first carrier takes the goods.');
  });

  it('tells which terms we collect or deliver', () => {
    expect(pickupIncoterms).toEqual(['EXW', 'FCA']);
    expect(deliveryIncoterms).toEqual(['DAP', 'DPU', 'DDP']);
  });
});

describe('dangerous goods', () => {
  it('lists the nine named classes with divisions', () => {
    expect(dangerousGoodsClasses).toEqual(['1.1', '1.2', '1.3', '1.4', '1.5', '1.6', '2.1', '2.2', '2.3', '3', '4.1', '4.2', '4.3', '5.1', '5.2', '6.1', '6.2', '7', '8', '9']);
    expect(new Set(dangerousGoodsClasses.map((item) => item.split('.')[0]))).toEqual(new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9']));
    expect(dangerousGoodsClassNames['3']).toBe('Flammable liquids');
    expect(dangerousGoodsClassNames['2.1']).toBe('Flammable gases');
    expect(dangerousGoodsClassNames['6.1']).toBe('Toxic substances');
  });
});
