import { formatCount } from "@shared/format";
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from "chart.js";
import { useEffect, useRef } from "react";

// Only what a bar chart with a tooltip needs, so the rest of Chart.js stays out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type ChartDay = { label: string; views: number };

/**
 * The bars of the stats tab's last 30 days, drawn on a canvas that fills its parent (which sets
 * the height). Loaded on its own, lazily and in the browser only, so Chart.js reaches neither a
 * public page's JavaScript nor the rest of the panel. Pointer only: the tab's table is the text
 * alternative.
 */
export default function ViewsChart({ days }: { days: readonly ChartDay[] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: "bar",
      data: {
        labels: days.map((d) => d.label),
        datasets: [
          {
            label: "Wyświetlenia",
            data: days.map((d) => d.views),
            backgroundColor: "#2563eb",
            borderRadius: 3,
          },
        ],
      },
      options: {
        locale: "pl-PL",
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          y: { beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: {
          tooltip: {
            callbacks: { label: (item) => `Wyświetlenia: ${formatCount(item.parsed.y ?? 0)}` },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [days]);
  return <canvas ref={canvas} />;
}
