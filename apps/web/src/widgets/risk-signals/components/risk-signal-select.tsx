import { RISK_SIGNAL_KINDS, RISK_SIGNAL_LABELS, type RiskSignalFilter } from '@rekon/contracts';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

export interface RiskSignalSelectProps {
  id: string;
  value: RiskSignalFilter | '';
  onChange: (value: RiskSignalFilter | '') => void;
}

/** "Sinyal risiko" of View BO and View Mutasi: every row, the rows behind any signal, or behind one kind. */
export function RiskSignalSelect({ id, value, onChange }: RiskSignalSelectProps) {
  return (
    <div>
      <Label htmlFor={id}>Sinyal risiko</Label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as RiskSignalFilter | '')}
      >
        <option value="">Semua baris</option>
        <option value="any">Semua sinyal</option>
        {RISK_SIGNAL_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {RISK_SIGNAL_LABELS[kind]}
          </option>
        ))}
      </Select>
    </div>
  );
}
